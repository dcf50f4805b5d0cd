import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import * as accountRoute from "@/app/v1/accounts/[accountId]/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { createPrivateSend, expectBooksBalance, fundedWallet, payDeposit } from "../private/private-harness";
import { operatorKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";
import { registerWebhook } from "../webhooks/register-webhook";

const suite = walletSuite();

describe("a suspended account's money in flight", () => {
  it("completes: its private payment is routed and paid out, and its webhook receives the events", async () => {
    const { world, owner } = suite;
    const operator = await operatorKey();
    const receiver = await startReceiver();
    try {
      const path = `/suspended/${owner.principal.accountId}`;
      const hook = await registerWebhook(owner, receiver.url(path), [
        "transaction.processing",
        "transaction.completed",
      ]);
      const payer = await fundedWallet(world);
      const created = await createPrivateSend(owner.key, payer.publicKey, "3");
      const accountId = owner.principal.accountId;

      const suspended = await call(accountRoute.PATCH, "PATCH", `/v1/accounts/${accountId}`, {
        key: operator.key,
        params: { accountId },
        body: { status: "suspended" },
      });
      expect(suspended.status).toBe(200);
      expectErrorShape(await call(tokensRoute.GET, "GET", "/v1/tokens", { key: owner.key }), "ACCOUNT_SUSPENDED", 403);

      // The payer pays the deposit after the suspension: routing, payout and delivery run in the background.
      await payDeposit(world, payer, created.ephemeralAddress!, "USDC", created.depositAmount!);
      const db = await getDb();
      const done = await eventually(async () => {
        const row = await findTransactionById(db, created.transactionId!);
        return row && ["completed", "failed"].includes(row.status) && row;
      }, 120_000);
      expect(done.status).toBe("completed");
      await expectBooksBalance([created.transactionId!]);

      await eventually(() => receiver.on(path).length >= 2, 60_000);
      const delivered = receiver.on(path).map((r) => new Webhook(hook.secret).verify(r.body, r.headers)) as {
        type: string;
        data: { transactionId: string };
      }[];
      expect(delivered.map((d) => d.type).sort()).toEqual(["transaction.completed", "transaction.processing"]);
      expect(delivered.every((d) => d.data.transactionId === created.transactionId)).toBe(true);
      // Still suspended: completing its payment did not let the account back in.
      expectErrorShape(await call(tokensRoute.GET, "GET", "/v1/tokens", { key: owner.key }), "ACCOUNT_SUSPENDED", 403);
    } finally {
      await receiver.close();
    }
  }, 240_000);
});
