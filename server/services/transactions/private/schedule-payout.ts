import type { Db } from "../../../db/client";
import { kickLoop } from "../../../db/queries/background-loops";
import { scheduleLegs } from "../../../db/queries/payout-legs";
import { jobs } from "../../../outbox/jobs";
import { publishEvents } from "../../../outbox/publish";
import { creditSweptTopUp } from "./credit-top-up";
import { startPayingOut } from "./lifecycle/stage-moves";
import { loopStaleMs } from "./shared/deposit-rules";
import { payoutDelays } from "./shared/payout-delays";
import { requirePrivateTransaction } from "./shared/private-transaction";

/**
 * The deposit is in the pool: each leg falls due after a delay of its own, drawn between PRIVATE_DELAY_MIN_S and
 * PRIVATE_DELAY_MAX_S, so one payroll's legs leave at different moments, mixed with other transactions' legs due
 * then. The delay counts from when the deposit was seen, not from the sweep: under load sweeps queue up in arrival
 * order, and a delay counted from each would carry that queue's order (public, since every sweep is) to the
 * payouts. The legs and the stage change, and the payout loop is told, in one database transaction. A top-up is
 * credited instead (credit-top-up.ts).
 */
export async function schedulePayout(db: Db, transactionId: string, now = new Date()): Promise<void> {
  const row = await requirePrivateTransaction(db, transactionId);
  // A top-up has no legs: its routing ends by crediting the private balance.
  if (row.type === "top_up") return creditSweptTopUp(db, transactionId);
  const from = row.depositDetectedAt ?? now;
  // Only a transaction still at routing: a repeat, or one that ended, schedules nothing.
  const moved = await db.transaction((tx) =>
    startPayingOut(tx, transactionId, async () => {
      await scheduleLegs(tx, transactionId, { from, now, ...payoutDelays() });
      return [jobs.payOutEpochs(await kickLoop(tx, "payout-epochs", loopStaleMs))];
    }),
  );
  if (moved) await publishEvents(db, moved.eventIds, moved.jobIds);
}
