import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { updateScheduleBody } from "../../contracts/schedules";
import type { Db } from "../../db/client";
import { lockSchedule, type ScheduleRow, updateSchedule as writeSchedule } from "../../db/queries/schedules";
import { recordAudit } from "../audit-log/record-audit";
import { scheduleView } from "./schedule-view";
import { requireSchedule } from "./shared/require-schedule";
import { makerOf } from "./shared/schedule-maker";
import { nextDueAfter, requireCron, requireSchedulePayment, requireTimezone } from "./shared/schedule-rules";

type Change = z.infer<typeof updateScheduleBody>;

/**
 * PATCH /v1/schedules/{scheduleId}. A new payment, cron or time zone, or a resume, makes the caller its maker (the
 * runs answer to the caller's policies and limits from then on: a writer cannot make an admin's payroll pay every
 * minute as the admin); the first three count as a new version. A new cron or time zone, or a resume, moves the
 * next due time to the first one from now. A due time already claimed keeps the payment it was claimed with
 * (schedule_runs). Audited with what changed.
 */
export async function updateSchedule(db: Db, principal: Principal, scheduleId: string, change: Change) {
  const current = await requireSchedule(db, principal.accountId, scheduleId);
  const timezone = change.timezone === undefined ? current.timezone : requireTimezone(change.timezone);
  const cron = change.cron ?? current.cron;
  if (change.cron !== undefined || change.timezone !== undefined) requireCron(cron, timezone);
  const total = change.payment ? requireSchedulePayment(change.payment) : undefined;
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const locked = await lockSchedule(tx, current.id);
    // Deleted meanwhile: as not found.
    if (!locked || locked.deletedAt) return requireSchedule(tx, principal.accountId, "");
    const row = await writeSchedule(
      tx,
      locked.id,
      changedColumns(locked, change, { cron, timezone, now, principal, total }),
    );
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
  at: { cron: string; timezone: string; now: Date; principal: Principal; total?: bigint },
): Partial<ScheduleRow> {
  const status = change.status ?? locked.status;
  const rescheduled =
    change.cron !== undefined || change.timezone !== undefined || (status === "active" && locked.status === "paused");
  const nextRunAt =
    status === "paused" ? null : rescheduled ? nextDueAfter(at.cron, at.timezone, at.now) : locked.nextRunAt;
  const versioned = change.payment !== undefined || change.cron !== undefined || change.timezone !== undefined;
  // What is paid, how often, or paying again after a pause: whoever decides it answers for the runs from then on.
  const takesOver = versioned || (status === "active" && locked.status === "paused");
  return {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.payment && {
      payment: change.payment,
      recipientCount: change.payment.recipients.length,
      total: at.total,
    }),
    ...(takesOver && { maker: makerOf(at.principal) }),
    cron: at.cron,
    timezone: at.timezone,
    status,
    nextRunAt,
    ...(change.skipNext !== undefined && { skipNext: change.skipNext ? 1 : 0 }),
    version: locked.version + (versioned ? 1 : 0),
    updatedAt: at.now,
  };
}
