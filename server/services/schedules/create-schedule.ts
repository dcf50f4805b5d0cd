import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import { type createScheduleBody, maxSchedulesPerAccount } from "../../contracts/schedules";
import type { Db } from "../../db/client";
import { lockAccountMembers } from "../../db/queries/members";
import { countLiveSchedules, insertSchedule, insertSchedulePayment } from "../../db/queries/schedules";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { recordAudit } from "../audit-log/record-audit";
import { scheduleView } from "./schedule-view";
import { makerOf } from "./shared/schedule-maker";
import { nextDueAfter, requireCron, requireSchedulePayment, requireTimezone } from "./shared/schedule-rules";

/**
 * POST /v1/schedules: a payment made at every due time of a cron expression, from the next one on. Its runs pay as
 * the caller (its policies and limits apply at each run); adding it is audited.
 */
export async function createSchedule(db: Db, principal: Principal, input: z.infer<typeof createScheduleBody>) {
  const timezone = requireTimezone(input.timezone);
  requireCron(input.cron, timezone);
  const total = requireSchedulePayment(input.payment);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    // One account's adds run one at a time, so two cannot both pass the room check.
    await lockAccountMembers(tx, principal.accountId);
    if ((await countLiveSchedules(tx, principal.accountId)) >= maxSchedulesPerAccount) {
      throw new AppError("TOO_MANY_SCHEDULES", `An account keeps at most ${maxSchedulesPerAccount} schedules`, {
        limit: maxSchedulesPerAccount,
      });
    }
    const row = await insertSchedule(tx, {
      id: newId("schedule"),
      accountId: principal.accountId,
      name: input.name,
      cron: input.cron,
      timezone,
      status: "active",
      payment: input.payment,
      recipientCount: input.payment.recipients.length,
      total,
      maker: makerOf(principal),
      nextRunAt: nextDueAfter(input.cron, timezone, now),
      createdAt: now,
      updatedAt: now,
    });
    await insertSchedulePayment(tx, { scheduleId: row.id, paymentVersion: row.paymentVersion, payment: input.payment });
    await recordAudit(
      tx,
      principal,
      "schedule.created",
      { type: "schedule", id: row.id },
      { name: row.name, cron: row.cron, timezone, recipients: input.payment.recipients.length },
    );
    return row;
  });
  return scheduleView(row);
}
