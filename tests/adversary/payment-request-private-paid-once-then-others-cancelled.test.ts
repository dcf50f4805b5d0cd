import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { settlePaymentRequestBy } from "@/server/services/payment-requests/settle-payment-request";
import { markPaidByDeposit } from "@/server/services/payment-requests/shared/mark-paid";
import {
  askDeposit,
  createRequest,
  eventsOf,
  getRequest,
  transactionFinished,
  transactionOfDeposit,
} from "../payment-requests/payment-request-harness";
import {
  balanceOf,
  fundedWallet,
  payDeposit,
  resetPayoutDelaysAfterEach,
  setPayoutDelays,
} from "../private/private-harness";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * Two payers of one private payment request (docs/threat-model.md, "Payment requests"; "Two payers' deposits"): the
 * request is paid once, by one deposit, and the settle job, run again after a crash, still cancels the others.
 */
const suite = walletSuite();
resetPayoutDelaysAfterEach();

async function privateRequest(recipient: string) {
  const made = await createRequest(suite.owner.key, { asset: "USDC", amount: "2", recipient, mode: "private" });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.paymentRequestId as string;
}

describe("adversary: two payers of one private payment request", () => {
  it("both deposits arrive together: the request is paid once, the recipient once, the other payer refunded", async () => {
    const { world } = suite;
    const db = await getDb();
    const recipient = Keypair.generate().publicKey;
    const id = await privateRequest(recipient.toBase58());
    const a = await fundedWallet(world);
    const b = await fundedWallet(world);
    const da = await askDeposit(id, { account: a.publicKey.toBase58() });
    const dbb = await askDeposit(id, { account: b.publicKey.toBase58() });
    expect([da.status, dbb.status]).toEqual([200, 200]);
    const beforeB = await balanceOf(world, "USDC", b.publicKey);
    const beforeA = await balanceOf(world, "USDC", a.publicKey);
    // Both land before the watcher's next round.
    await world.executor.stop();
    try {
      await Promise.all([
        payDeposit(world, a, da.body.ephemeralAddress, "USDC", da.body.depositAmount),
        payDeposit(world, b, dbb.body.ephemeralAddress, "USDC", dbb.body.depositAmount),
      ]);
    } finally {
      world.executor.start();
    }
    const ta = (await transactionOfDeposit(da.body.ephemeralAddress)).id;
    const tb = (await transactionOfDeposit(dbb.body.ephemeralAddress)).id;
    await eventually(async () => (await transactionFinished(ta)) && (await transactionFinished(tb)), 120_000);
    const statuses = [(await findTransactionById(db, ta))!.status, (await findTransactionById(db, tb))!.status];
    expect(statuses.sort()).toEqual(["completed", "failed"]);
    const request = await eventually(async () => {
      const got = (await getRequest(suite.owner.key, id)).body;
      return got.status === "paid" && got;
    }, 30_000);
    const winner = statuses[0] === "completed" ? ta : tb;
    expect(request.transactionId).toBe([ta, tb].find((t) => t !== undefined && t === request.transactionId));
    expect((await findTransactionById(db, request.transactionId))!.status).toBe("completed");
    expect(await balanceOf(world, "USDC", recipient)).toBe(2_000_000n);
    // The loser's money comes back in full (the deposit is the payment plus fee and rent: the loser paid it all).
    const loserIsB = winner === ta;
    const loser = loserIsB ? b : a;
    const before = loserIsB ? beforeB : beforeA;
    await eventually(async () => (await balanceOf(world, "USDC", loser.publicKey)) === before, 90_000);
    // The settle job run again changes nothing: one paid event.
    await settlePaymentRequestBy(db, request.transactionId);
    expect(await eventsOf("payment_request.paid", id)).toHaveLength(1);
    expect(await balanceOf(world, "USDC", recipient)).toBe(2_000_000n);
  }, 300_000);

  it("the settle job's run that died after marking the request paid: its retry still cancels the other payers' waiting deposits", async () => {
    const { world } = suite;
    const db = await getDb();
    setPayoutDelays(10, 12);
    const recipient = Keypair.generate().publicKey;
    const id = await privateRequest(recipient.toBase58());
    const payer = await fundedWallet(world);
    const deposit = await askDeposit(id, { account: payer.publicKey.toBase58() });
    const other = await askDeposit(id, {});
    expect([deposit.status, other.status]).toEqual([200, 200]);
    await payDeposit(world, payer, deposit.body.ephemeralAddress, "USDC", deposit.body.depositAmount);
    const transactionId = (await transactionOfDeposit(deposit.body.ephemeralAddress)).id;
    await eventually(async () => (await findTransactionById(db, transactionId))?.stage === "paying_out", 60_000);
    // The first run of the settle job committed its first step (the request paid by this deposit, with its event)
    // and the process died before it cancelled the other deposits; the job is run again.
    await db.transaction(async (tx) => markPaidByDeposit(tx, transactionId));
    await eventually(async () => (await findTransactionById(db, transactionId))?.status === "completed", 90_000);
    await settlePaymentRequestBy(db, transactionId);
    const cancelled = await eventually(async () => {
      const waiting = await transactionOfDeposit(other.body.ephemeralAddress);
      return waiting.status !== "processing" && waiting;
    }, 30_000);
    expect({ status: cancelled.status, stage: cancelled.stage }).toMatchObject({ status: "cancelled" });
  }, 240_000);
});
