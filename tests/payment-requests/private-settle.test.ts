import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { dueToExpire } from "@/server/db/queries/payment-requests";
import { findTransactionById } from "@/server/db/queries/transactions";
import { auditEvents } from "@/server/db/schema";
import type { Transport } from "@/server/jobs/local-executor/types";
import { expireIfDue } from "@/server/services/payment-requests/shared/expire";
import { detectDepositNow } from "@/server/services/transactions/private/detect-deposit-now";
import { testExecutor } from "../jobs/fixtures";
import { balanceOf, payDeposit } from "../private/private-harness";
import { appTransport } from "../support/serve-transport";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { askDeposit, privateRequestAskedOfPayer, requestStatus, transactionOfDeposit } from "./payment-request-harness";

const suite = walletSuite();

describe("a private payment request settled by the deposit that paid it", () => {
  it("does not expire while a payer's deposit has arrived: the deposit completes and pays it, and the system cancels the other payer's deposit", async () => {
    const { world } = suite;
    const db = await getDb();
    const { payer, recipient, id, deposit } = await privateRequestAskedOfPayer(suite.world, suite.owner.key);
    // Another payer was given a deposit too, and pays nothing.
    const other = await askDeposit(id, {});
    expect(other.body.ephemeralAddress).not.toBe(deposit.body.ephemeralAddress);

    // The deposit arrives, and is seen, while nothing routes it yet...
    await world.executor.stop();
    let transactionId: string;
    try {
      await payDeposit(world, payer, deposit.body.ephemeralAddress, "USDC", deposit.body.depositAmount);
      const row = await transactionOfDeposit(deposit.body.ephemeralAddress);
      transactionId = row.id;
      await detectDepositNow(db, row);
      expect((await findTransactionById(db, transactionId))?.depositDetectedAt).not.toBeNull();
      // ...when the request's time runs out: it is not expired, by its own job or by the minute round.
      const later = new Date(Date.now() + 7 * 24 * 3_600_000);
      expect(await dueToExpire(db, later, 10_000)).not.toContain(id);
      expect(await expireIfDue(db, id, later)).toBe(false);
    } finally {
      world.executor.start();
    }

    // The deposit completes and settles the request.
    const paid = await requestStatus(suite.owner.key, id, ["paid"], 90_000);
    expect(paid.transactionId).toBe(transactionId);
    expect((await settledStatus(suite.owner.key, transactionId)).status).toBe("completed");
    expect(await balanceOf(world, "USDC", recipient)).toBe(2_000_000n);

    // The other payer's waiting deposit was cancelled by the system's settle job, not by a key rebuilt for it.
    await eventually(
      async () => (await transactionOfDeposit(other.body.ephemeralAddress)).status === "cancelled",
      30_000,
    );
    const otherId = (await transactionOfDeposit(other.body.ephemeralAddress)).id;
    const cancel = await (await getDb())
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectId, otherId), eq(auditEvents.action, "transaction.cancelled")));
    expect(cancel).toHaveLength(1);
    expect(cancel[0]).toMatchObject({ actorType: "system", actorId: "payment_request.settle" });
  }, 180_000);

  it("does not expire between the deposit's completion and its settle job: the request ends paid", async () => {
    const { world } = suite;
    const db = await getDb();
    const { payer, id, deposit } = await privateRequestAskedOfPayer(suite.world, suite.owner.key);

    // Every function runs except the settle job, which waits at the door until let in.
    let letSettleIn: () => void = () => {};
    const settleDoor = new Promise<void>((resolve) => {
      letSettleIn = resolve;
    });
    const settleWaits: Transport = async (request) => {
      if (new URL(request.url).searchParams.get("fnId")?.endsWith("settle-payment-request")) await settleDoor;
      return appTransport(request);
    };
    await world.executor.stop();
    const executor = await testExecutor(settleWaits);
    executor.start();
    try {
      await payDeposit(world, payer, deposit.body.ephemeralAddress, "USDC", deposit.body.depositAmount);
      const transactionId = (await transactionOfDeposit(deposit.body.ephemeralAddress)).id;
      await eventually(async () => (await findTransactionById(db, transactionId))?.status === "completed", 90_000);

      // The recipient is paid and the settle job has not run: the request's time running out now must not end it.
      const later = new Date(Date.now() + 7 * 24 * 3_600_000);
      expect(await dueToExpire(db, later, 10_000)).not.toContain(id);
      expect(await expireIfDue(db, id, later)).toBe(false);

      letSettleIn();
      const paid = await requestStatus(suite.owner.key, id, ["paid"], 60_000);
      expect(paid.transactionId).toBe(transactionId);
    } finally {
      letSettleIn();
      await executor.stop();
      world.executor.start();
    }
  }, 180_000);
});
