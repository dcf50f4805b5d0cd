import { CronExpressionParser } from "cron-parser";
import { assets } from "../../../assets";
import type { SchedulePayment } from "../../../contracts/schedules";
import { AppError } from "../../../errors";
import { formatAmount } from "../../../money";
import { parseSender, parseTransfers, requireOneSendRecipient } from "../../transactions/recipients";

/** An IANA time zone the runtime knows; anything else is refused naming the field. */
export function requireTimezone(timezone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: timezone }).resolvedOptions().timeZone;
  } catch {
    throw new AppError("INVALID_REQUEST", `timezone ${JSON.stringify(timezone)} is not an IANA time zone`, {
      field: "timezone",
    });
  }
}

/**
 * A five-field cron expression (minute hour day-of-month month day-of-week) with at least one due time: a sixth
 * field (seconds) would run more than once a minute, and an expression that never comes due is a mistake.
 */
export function requireCron(cron: string, timezone: string): void {
  const refuse = (why: string) =>
    new AppError("INVALID_REQUEST", `cron ${JSON.stringify(cron)}: ${why}`, { field: "cron" });
  if (cron.trim().split(/\s+/).length !== 5) throw refuse("give five fields: minute hour day-of-month month weekday");
  try {
    CronExpressionParser.parse(cron, { tz: timezone }).next();
  } catch {
    throw refuse("not a cron expression, or it never comes due");
  }
}

/** The first `count` due times strictly after `after`. */
export function dueTimesAfter(cron: string, timezone: string, after: Date, count: number): Date[] {
  const times = CronExpressionParser.parse(cron, { tz: timezone, currentDate: after });
  return Array.from({ length: count }, () => times.next().toDate());
}

export function nextDueAfter(cron: string, timezone: string, after: Date): Date {
  return dueTimesAfter(cron, timezone, after, 1)[0]!;
}

/**
 * What a run will pay, checked as create would check it without a quote: a sender, payable addresses (each once),
 * positive amounts in the asset's decimals, one recipient for a send, a source only in private mode. The ledger and
 * the balance are asked at each run, since both change between runs.
 */
export function requireSchedulePayment(payment: SchedulePayment): bigint {
  if (payment.mode === "wallet" && payment.source !== undefined) {
    throw new AppError("INVALID_REQUEST", "source is for private mode: a wallet-mode run is paid by its sender", {
      field: "payment.source",
    });
  }
  requireOneSendRecipient(payment);
  parseSender(payment.sender, { mustSign: payment.mode === "wallet" });
  return parseTransfers(payment.recipients, payment.asset).reduce((sum, t) => sum + t.amount, 0n);
}

export function paymentTotal(payment: SchedulePayment): string {
  const { decimals } = assets[payment.asset];
  const units = parseTransfers(payment.recipients, payment.asset).reduce((sum, t) => sum + t.amount, 0n);
  return formatAmount(units, decimals);
}
