import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as estimateRoute from "@/app/v1/privacy/estimate/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { crowdsOf } from "@/server/db/queries/privacy-crowd";
import { createPrivateSend, fundedWallet, payDeposit } from "../private/private-harness";
import { widenReceiptWindow } from "../private/receipt-window";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

widenReceiptWindow();

describe("a customer inflating receipts with deposits that pay no one", () => {
  it("a send's deposit address given dust (detected, never whole, refunded) is not counted as a sender of its amount", async () => {
    // Another account opens a send of 7 and pays its address one micro-USDC: the deposit is detected, but the chain
    // shows 0.000001 landing, not 7 and its fee, and it goes back. It cost the dust, not the private fee.
    const other = await newAccountKey("write");
    const dustPayer = await fundedWallet(suite.world);
    const decoy = await createPrivateSend(other.key, dustPayer.publicKey, "7");
    await payDeposit(suite.world, dustPayer, decoy.ephemeralAddress!, "USDC", "0.000001");
    await eventually(async () => {
      const got = await call(transactionRoute.GET, "GET", "/v1/transactions/x", {
        key: other.key,
        params: { transactionId: decoy.transactionId! },
      });
      return got.body.deposit?.detectedAt != null && got.body.status === "processing";
    }, 30_000);

    // Counted, it made every payment of 7 in its window read 2 (the estimate and the receipt both).
    const asked = await call(estimateRoute.GET, "GET", "/v1/privacy/estimate?asset=USDC&amount=7", {
      key: suite.owner.key,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.anonymitySet).toBe(1);

    const payer = await fundedWallet(suite.world);
    const made = await createPrivateSend(suite.owner.key, payer.publicKey, "7");
    await payDeposit(suite.world, payer, made.ephemeralAddress!, "USDC", made.depositAmount!);
    const done = await settledStatus(suite.owner.key, made.transactionId!, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(done.privacy).toMatchObject({ anonymitySet: 1, estimate: false });

    // A whole deposit of 7 that was routed is a sender of 7: the owner's completed send, as the other account sees it.
    const seen = await call(estimateRoute.GET, "GET", "/v1/privacy/estimate?asset=USDC&amount=7", { key: other.key });
    expect(seen.body.anonymitySet).toBe(2);
  });

  it("counts a deposit by where it ended: routed or paid out, yes; waiting, refused before paying, cancelled, no", async () => {
    const db = await getDb();
    const endings = [
      ["routed", "processing", "routing", "pending"],
      ["paid", "completed", "completed", "completed"],
      ["one-leg-paid", "failed", "failed", "completed"],
      ["refused-unpaid", "failed", "failed", "pending"],
      ["waiting", "processing", "deposit_detected", "pending"],
      ["cancelled", "cancelled", "cancelled", "pending"],
    ] as const;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const [name, status, stage, leg] of endings) {
        await tx.execute(sql`
          insert into transactions (id, account_id, quote_id, type, mode, status, stage, sender, input_asset,
            output_asset, input_amount, output_amount, fee, deposit_asset, deposit_detected_at)
          values (${`ending-${name}`}, 'ender', ${`quote-ending-${name}`}, 'send', 'private', ${status}, ${stage}, 'x',
            'USDC', 'USDC', 9000000, 9000000, 0, 'USDC', now() - interval '5 seconds')`);
        await tx.execute(sql`
          insert into transaction_recipients (id, transaction_id, position, address, amount, status)
          values (${`leg-ending-${name}`}, ${`ending-${name}`}, 0, 'someone', 9000000, ${leg})`);
      }
    });
    const [crowd] = await crowdsOf(
      db,
      { asset: "USDC", accountId: "asker", longestWaitSeconds: 600, shortestWaitSeconds: 0 },
      [{ amount: 9_000_000n, paidAt: new Date() }],
    );
    expect(crowd!.deposits).toBe(3);
  });
});
