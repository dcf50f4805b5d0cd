import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { updateScheduleBody } from "../../contracts/schedules";
import type { Db } from "../../db/client";
import {
  insertSchedulePayment,
  lockSchedule,
  type ScheduleRow,
  updateSchedule as writeSchedule,
} from "../../db/queries/schedules";
import { recordAudit } from "../audit-log/record-audit";
import { scheduleView } from "./schedule-view";
import { requireSchedule } from "./shared/require-schedule";
import { makerOf } from "./shared/schedule-maker";
import { nextDueAfter, requireCron, requireSchedulePayment, requireTimezone } from "./shared/schedule-rules";

type Change = z.infer<typeof updateScheduleBody>;

/**
 * PATCH /v1/schedules/{scheduleId}. Whoever changes what is paid or how often (a payment, cron or time zone), or
 * makes it pay again (a resume, a skip taken back), is its maker from then on: the runs answer to the caller's
 * policies and limits, so a writer cannot make an admin's payroll pay every minute as the admin. A new cron or time
 * zone, or a resume, moves the next due time to the first one from now. A due time already claimed keeps the payment
 * version it was claimed with (schedule_runs). Only what the change names is written, from the locked row, so two
 * changes racing never write back each other's old values. Audited with what changed.
 */
export async function updateSchedule(db: Db, principal: Principal, scheduleId: string, change: Change) {
  const current = await requireSchedule(db, principal.accountId, scheduleId);
  if (change.timezone !== undefined) requireTimezone(change.timezone);
  const total = change.payment ? requireSchedulePayment(change.payment) : undefined;
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const locked = await lockSchedule(tx, current.id);
    // Deleted meanwhile: as not found.
    if (!locked || locked.deletedAt) return requireSchedule(tx, principal.accountId, "");
    const columns = changedColumns(locked, change, { now, principal, total });
    if (columns.paymentVersion !== undefined && change.payment) {
      await insertSchedulePayment(tx, {
        scheduleId: locked.id,
        paymentVersion: columns.paymentVersion,
        payment: change.payment,
      });
    }
    const row = await writeSchedule(tx, locked.id, columns);
    await recordAudit(
      tx,
      principal,
      "schedule.updated",
      { type: "schedule", id: locked.id },
      { changed: Object.keys(change), version: row!.version },
    );
    return row!;
  });
  return scheduleView(row);
}

function changedColumns(
  locked: ScheduleRow,
  change: Change,
  at: { now: Date; principal: Principal; total?: bigint },
): Partial<ScheduleRow> {
  const timezone = change.timezone === undefined ? locked.timezone : requireTimezone(change.timezone);
  const cron = change.cron ?? locked.cron;
  const rescheduled = change.cron !== undefined || change.timezone !== undefined;
  if (rescheduled) requireCron(cron, timezone);
  const status = change.status ?? locked.status;
  const resumed = status === "active" && locked.status === "paused";
  const skipTakenBack = change.skipNext === false && locked.skipNext > 0;
  const versioned = change.payment !== undefined || rescheduled;
  const takesOver = versioned || resumed || skipTakenBack;
  return {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.payment && {
      payment: change.payment,
      paymentVersion: locked.paymentVersion + 1,
      recipientCount: change.payment.recipients.length,
      total: at.total,
    }),
    ...(rescheduled && { cron, timezone }),
    ...(change.status !== undefined && { status }),
    ...(status === "paused" && { nextRunAt: null }),
    ...(status === "active" && (rescheduled || resumed) && { nextRunAt: nextDueAfter(cron, timezone, at.now) }),
    ...(change.skipNext !== undefined && { skipNext: change.skipNext ? 1 : 0 }),
    ...(takesOver && { maker: makerOf(at.principal) }),
    ...(versioned && { version: locked.version + 1 }),
    updatedAt: at.now,
  };
}
