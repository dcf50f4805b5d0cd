import { describe, expect, it } from "vitest";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { expireIfDue } from "@/server/services/payment-requests/shared/expire";
import {
  eventsOf,
  privateRequestAskedOfPayer,
  requestStatus,
  transactionFinished,
  transactionOfDeposit,
} from "../payment-requests/payment-request-harness";
import { balanceOf, payDeposit, resetPayoutDelaysAfterEach, setPayoutDelays } from "../private/private-harness";
import { call } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * A private payment request ends (cancelled by its business, expired) only when no payer's deposit can still pay
 * it (docs/threat-model.md, "Payment requests"; "Cancel racing the deposit"; "Deposit deadline"): a cancel after a
 * deposit took the request for routing is refused (409, reason payment_routing), and a deposit paid before its
 * deadline (at most the request's expiresAt) pays the request however late the watcher sees it.
 */
const suite = walletSuite();
resetPayoutDelaysAfterEach();

describe("adversary: a private payment request ending while a deposit is on its way", () => {
  it("a business cancelling its request while the deposit pays out: the recipient is paid only if the request reads paid", async () => {
    const { world } = suite;
    const db = await getDb();
    // Legs fall due a while after the deposit: the transaction stays paying_out long enough to cancel meanwhile.
    setPayoutDelays(15, 20);
    const { payer, recipient, id, deposit } = await privateRequestAskedOfPayer(world, suite.owner.key);
    await payDeposit(world, payer, deposit.body.ephemeralAddress, "USDC", deposit.body.depositAmount);
    const transactionId = (await transactionOfDeposit(deposit.body.ephemeralAddress)).id;
    await eventually(async () => (await findTransactionById(db, transactionId))?.stage === "paying_out", 60_000);

    const cancel = await call(requestRoute.DELETE, "DELETE", `/v1/payment-requests/${id}`, {
      key: suite.owner.key,
      params: { paymentRequestId: id },
    });

    await eventually(async () => await transactionFinished(transactionId), 120_000);
    const settled = await findTransactionById(db, transactionId);
    // The settle job (recorded with the completion) has run once the request is paid, or it stays cancelled.
    const request = await requestStatus(suite.owner.key, id, ["paid", "cancelled"]);
    const paidOut = await balanceOf(world, "USDC", recipient);
    const paidEvents = await eventsOf("payment_request.paid", id);
    const seen = {
      cancel: cancel.status,
      reason: cancel.body?.error?.details?.reason,
      transaction: settled?.status,
      request: request.status,
      paidOut,
      paidEvents: paidEvents.length,
    };
    // The payer's money reached the recipient: the request must say it was paid (the merchant ships on
    // payment_request.paid), and a cancel that came after the deposit won is refused (409), as for a transaction.
    if (paidOut > 0n) {
      expect(
        seen,
        JSON.stringify(seen, (_k, v) => (typeof v === "bigint" ? v.toString() : v)),
      ).toMatchObject({
        cancel: 409,
        reason: "payment_routing",
        request: "paid",
        paidEvents: 1,
      });
    } else {
      expect(request.status).toBe("cancelled");
    }
  }, 240_000);

  it("a payer who paid before the request's time, seen by the watcher only after the request's expiry ran: paid, not refunded", async () => {
    const { world } = suite;
    const db = await getDb();
    const expiresAt = new Date(Date.now() + 20_000);
    const { payer, recipient, id, deposit } = await privateRequestAskedOfPayer(world, suite.owner.key, {
      expiresAt: expiresAt.toISOString(),
    });
    // What the payer is told: how long its deposit may take.
    const toldUntil = new Date(deposit.body.expiresAt as string);

    // The payer pays, in time; the watcher's next round has not come yet when the request's expiry runs.
    await world.executor.stop();
    try {
      await payDeposit(world, payer, deposit.body.ephemeralAddress, "USDC", deposit.body.depositAmount);
      expect(Date.now()).toBeLessThan(expiresAt.getTime());
      expect(Date.now()).toBeLessThan(toldUntil.getTime());
      while (Date.now() <= expiresAt.getTime()) await new Promise((r) => setTimeout(r, 500));
      await expireIfDue(db, id);
    } finally {
      world.executor.start();
    }
    const transactionId = (await transactionOfDeposit(deposit.body.ephemeralAddress)).id;
    await eventually(async () => await transactionFinished(transactionId), 120_000);
    // Held by its routing deposit, the request reads open until the settle job ends it.
    const request = await requestStatus(suite.owner.key, id, ["paid", "expired", "cancelled"], 60_000);
    const row = await findTransactionById(db, transactionId);
    const seen = { request: request.status, transaction: row?.status, failure: row?.failure, toldUntil, expiresAt };
    expect(seen, JSON.stringify(seen)).toMatchObject({ request: "paid", transaction: "completed" });
    expect(await balanceOf(world, "USDC", recipient)).toBe(2_000_000n);
  }, 240_000);
});
