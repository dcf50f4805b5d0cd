import { assets } from "../../assets";
import type { SchedulePayment } from "../../contracts/schedules";
import type { ScheduleHead, ScheduleRow, ShownRun } from "../../db/queries/schedules";
import { formatAmount } from "../../money";
import { dueTimesAfter, paymentTotal } from "./shared/schedule-rules";

const upcomingCount = 5;

export function scheduleRunView(run: ShownRun) {
  return {
    dueAt: run.dueAt.toISOString(),
    outcome: run.outcome,
    transactionId: run.transactionId,
    error: run.error ?? null,
    scheduleVersion: run.scheduleVersion,
    paymentVersion: run.paymentVersion,
    ranAt: run.ranAt?.toISOString() ?? null,
  };
}

type PaymentHead = Omit<SchedulePayment, "recipients">;

function summaryOf(payment: PaymentHead, size: { recipientCount: number; total: string }) {
  return {
    type: payment.type,
    mode: payment.mode,
    source: payment.source ?? null,
    asset: payment.asset,
    sender: payment.sender,
    ...size,
  };
}

/** What a payment is, without its recipients (an event's, a run's). */
export function paymentSummary(payment: SchedulePayment) {
  return summaryOf(payment, { recipientCount: payment.recipients.length, total: paymentTotal(payment) });
}

/** What a schedule pays, from the columns kept beside its payment (no recipient read). */
export function headSummary(row: ScheduleHead) {
  return summaryOf(row.payment, {
    recipientCount: row.recipientCount,
    total: formatAmount(row.total, assets[row.payment.asset].decimals),
  });
}

/** The due times after the next one; none if the cron cannot be read (refused at create; kept rows stay listable). */
function laterDueTimes(row: ScheduleHead, next: Date): Date[] {
  try {
    return dueTimesAfter(row.cron, row.timezone, next, upcomingCount - 1);
  } catch {
    return [];
  }
}

/** A schedule as a list shows it: no recipient, no due time read from its cron. */
export function scheduleView(row: ScheduleHead) {
  return {
    scheduleId: row.id,
    name: row.name,
    cron: row.cron,
    timezone: row.timezone,
    status: row.status,
    summary: headSummary(row),
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    skipNext: row.skipNext > 0,
    version: row.version,
    paymentVersion: row.paymentVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A schedule with its whole payment, its next due times (read from its cron: one schedule's cost, not a page's). */
export function scheduleDetailView(row: ScheduleRow, runs: ShownRun[]) {
  const upcoming = row.nextRunAt ? [row.nextRunAt, ...laterDueTimes(row, row.nextRunAt)] : [];
  return {
    ...scheduleView(row),
    payment: row.payment,
    upcoming: upcoming.map((at) => at.toISOString()),
    runs: runs.map(scheduleRunView),
  };
}
