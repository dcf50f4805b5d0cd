import type { ScheduleRow, ScheduleRunRow } from "../../db/queries/schedules";
import { dueTimesAfter, paymentTotal } from "./shared/schedule-rules";

const upcomingCount = 5;

export function scheduleRunView(run: ScheduleRunRow) {
  return {
    dueAt: run.dueAt.toISOString(),
    outcome: run.outcome,
    transactionId: run.transactionId,
    error: run.error ?? null,
    scheduleVersion: run.scheduleVersion,
    ranAt: run.ranAt?.toISOString() ?? null,
  };
}

export function scheduleSummary(payment: ScheduleRow["payment"]) {
  return {
    type: payment.type,
    mode: payment.mode,
    source: payment.source ?? null,
    asset: payment.asset,
    sender: payment.sender,
    recipientCount: payment.recipients.length,
    total: paymentTotal(payment),
  };
}

/** A schedule as the API shows it: its next due times are read from its cron, the first being nextRunAt. */
export function scheduleView(row: ScheduleRow) {
  const upcoming = row.nextRunAt
    ? [row.nextRunAt, ...dueTimesAfter(row.cron, row.timezone, row.nextRunAt, upcomingCount - 1)]
    : [];
  return {
    scheduleId: row.id,
    name: row.name,
    cron: row.cron,
    timezone: row.timezone,
    status: row.status,
    summary: scheduleSummary(row.payment),
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    skipNext: row.skipNext > 0,
    upcoming: upcoming.map((at) => at.toISOString()),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function scheduleDetailView(row: ScheduleRow, runs: ScheduleRunRow[]) {
  return { ...scheduleView(row), payment: row.payment, runs: runs.map(scheduleRunView) };
}
