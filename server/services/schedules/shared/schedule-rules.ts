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

/** How far ahead a cron's next five due times may reach: a yearly one does, one due once in decades does not. */
const furthestFifthDueMs = 6 * 366 * 24 * 3600_000;
/** Month and weekday names, the only letters besides L, W and # a field may hold (H is a random value). */
const names = /\b(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|SUN|MON|TUE|WED|THU|FRI|SAT)\b/gi;

/**
 * A five-field cron expression (minute hour day-of-month month day-of-week) that comes due at least five times in
 * the next six years, without `H`: a sixth field (seconds) would run more than once a minute; `H` is drawn again at
 * every reading, so its due times would move at every look and a daily schedule could pay several times a day; and
 * one that comes due once in decades makes every reading of its next due times a search through those decades.
 */
export function requireCron(cron: string, timezone: string): void {
  const refuse = (why: string) =>
    new AppError("INVALID_REQUEST", `cron ${JSON.stringify(cron)}: ${why}`, { field: "cron" });
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw refuse("give five fields: minute hour day-of-month month weekday");
  if (fields.some((field) => /h/i.test(field.replace(names, "")))) throw refuse("H (a random value) is not taken");
  let fifth: Date;
  try {
    fifth = dueTimesAfter(cron, timezone, new Date(), 5)[4]!;
  } catch {
    throw refuse("not a cron expression, or it never comes due");
  }
  if (fifth.getTime() - Date.now() > furthestFifthDueMs)
    throw refuse("it must come due at least five times in six years");
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
  const total = parseTransfers(payment.recipients, payment.asset).reduce((sum, t) => sum + t.amount, 0n);
  if (total > maxU64) {
    const { decimals } = assets[payment.asset];
    throw new AppError("INVALID_AMOUNT", "The recipients' amounts add up to more than one payment can carry", {
      total: formatAmount(total, decimals),
    });
  }
  return total;
}

const maxU64 = 2n ** 64n - 1n;

export function paymentTotal(payment: SchedulePayment): string {
  const { decimals } = assets[payment.asset];
  const units = parseTransfers(payment.recipients, payment.asset).reduce((sum, t) => sum + t.amount, 0n);
  return formatAmount(units, decimals);
}
