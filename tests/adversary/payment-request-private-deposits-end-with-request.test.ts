import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { expireIfDue } from "@/server/services/payment-requests/shared/expire";
import { detectDepositNow } from "@/server/services/transactions/private/detect-deposit-now";
import {
  askDeposit,
  createRequest,
  getRequest,
  transactionOfDeposit,
} from "../payment-requests/payment-request-harness";
import { balanceOf, fundedWallet, payDeposit } from "../private/private-harness";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * A private request's deposits end with it (docs/threat-model.md, "Payment requests"; "Dust in a handed-out
 * deposit"): a deposit's deadline is at most the request's expiresAt, and the request expires once none of its
 * deposits can still pay it. A chain observer's one base unit in a deposit the link handed out (seen at confirmed,
 * short at the deadline) is refunded by the watcher and holds nothing; another payer's deposit, handed out before
 * the time and paid after it, is late and refunded, and the request never reads paid.
 */
const suite = walletSuite();

describe("adversary: one base unit of dust in a deposit of a private request past its time", () => {
  it("a payment made after the request's time, while a stranger's dust sits in another deposit, does not pay it", async () => {
    const { world } = suite;
    const db = await getDb();
    const recipient = Keypair.generate().publicKey;
    const expiresAt = new Date(Date.now() + 15_000);
    const made = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "2",
      recipient: recipient.toBase58(),
      mode: "private",
      expiresAt: expiresAt.toISOString(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const stranger = await fundedWallet(world);
    const late = await fundedWallet(world);
    const dusted = await askDeposit(id, { account: stranger.publicKey.toBase58() });
    const laters = await askDeposit(id, { account: late.publicKey.toBase58() });
    expect([dusted.status, laters.status]).toEqual([200, 200]);

    // The stranger's unit, seen at confirmed.
    await payDeposit(world, stranger, dusted.body.ephemeralAddress, "USDC", "0.000001");
    await detectDepositNow(db, await transactionOfDeposit(dusted.body.ephemeralAddress));

    while (Date.now() <= expiresAt.getTime() + 1_000) await new Promise((r) => setTimeout(r, 500));
    const expiredRan = await expireIfDue(db, id);
    const shown = (await getRequest(suite.owner.key, id)).body.status;

    // After the request's time (shown expired to the business), the other payer pays its deposit in full.
    await payDeposit(world, late, laters.body.ephemeralAddress, "USDC", laters.body.depositAmount);
    const lateId = (await transactionOfDeposit(laters.body.ephemeralAddress)).id;
    await eventually(async () => (await findTransactionById(db, lateId))?.status !== "processing", 120_000);
    // Only a completed deposit settles a request (its settle job): one that failed leaves nothing to wait for.
    const after = (await getRequest(suite.owner.key, id)).body.status;
    const seen = {
      expiredRan,
      shownAfterTime: shown,
      lateDeposit: (await findTransactionById(db, lateId))?.status,
      requestAfterLatePayment: after,
      recipientPaid: (await balanceOf(world, "USDC", recipient)).toString(),
    };
    // A request shown expired stays expired: a payment after its time is refunded, as without the dust.
    expect(seen, JSON.stringify(seen)).toMatchObject({
      lateDeposit: "failed",
      requestAfterLatePayment: "expired",
      recipientPaid: "0",
    });
  }, 240_000);
});
