import type { Principal } from "../../auth/principal";
import type { SchedulePayment } from "../../contracts/schedules";
import type { Db } from "../../db/client";
import {
  chooseRunQuote,
  endRun,
  findRun,
  findScheduleById,
  lockQuoteUse,
  markScheduledTransaction,
  type ScheduleRunRow,
  schedulePaymentOf,
  transactionOfQuote,
} from "../../db/queries/schedules";
import { AppError, errorStatus } from "../../errors";
import { failpoint } from "../../failpoint";
import { publishEvents } from "../../outbox/publish";
import { requireActiveAccount } from "../accounts/require-active-account";
import { createQuote } from "../quotes/create-quote";
import { createPrivateTransaction } from "../transactions/private/create-private-transaction";
import { paymentSummary } from "./schedule-view";
import { recordRunEvent } from "./shared/record-run-event";
import { makerPrincipal } from "./shared/schedule-maker";
import { paymentTotal } from "./shared/schedule-rules";

type RunEnd = Pick<ScheduleRunRow, "outcome" | "transactionId" | "error">;

/**
 * Makes the payment of a claimed due time, as its maker, through everything POST /v1/transactions goes through
 * (policies, spending limits, the balance). Safe to run again at any point: the run pays with one quote, chosen once
 * (schedule_runs.quote_id), and a quote backs one transaction at most, so a retry after a crash finds the payment
 * the first try made instead of making another. A wallet-mode run cannot pay (only the sender's wallet signs): it
 * ends ready_to_sign and `schedule.run` tells. A paused or deleted schedule's claimed run is cancelled.
 */
export async function runScheduleAt(db: Db, scheduleId: string, dueAt: Date, now = new Date()) {
  const run = await findRun(db, scheduleId, dueAt);
  if (run?.outcome !== "due") return { outcome: run?.outcome ?? "missing" };
  const schedule = await findScheduleById(db, scheduleId);
  if (!schedule) return { outcome: "missing" };
  const payment = await schedulePaymentOf(db, run);
  const stopped = schedule.deletedAt || schedule.status === "paused";
  const end = stopped ? cancelled : await makePayment(db, run, payment, now);
  const ended = await db.transaction(async (tx) => {
    const row = await endRun(tx, run, end, now);
    if (!row) return undefined;
    if (row.transactionId) await markScheduledTransaction(tx, row.transactionId, scheduleId);
    return { row, eventId: await recordRunEvent(tx, schedule, row, paymentSummary(payment)) };
  });
  if (ended) await publishEvents(db, [ended.eventId]);
  return { outcome: ended?.row.outcome ?? (await findRun(db, scheduleId, dueAt))?.outcome };
}

const cancelled: RunEnd = { outcome: "cancelled", transactionId: null, error: null };

async function makePayment(db: Db, run: ScheduleRunRow, payment: SchedulePayment, now: Date): Promise<RunEnd> {
  try {
    const principal = await makerPrincipal(db, run.maker, now);
    requireActiveAccount(principal);
    if (payment.mode === "wallet") return { outcome: "ready_to_sign", transactionId: null, error: null };
    const quoteId = await runQuoteId(db, principal, run, payment);
    const made = (await transactionOfQuote(db, quoteId)) ?? (await createFor(db, principal, payment, quoteId));
    failpoint("schedule-run-after-payment");
    const held = made.stage === "awaiting_approval";
    return { outcome: held ? "held" : "created", transactionId: made.id, error: null };
  } catch (error) {
    // The service's own trouble (the ledger unreachable: 503) is no answer on the payment: the job tries again.
    if (!(error instanceof AppError) || errorStatus[error.code] >= 500) throw error;
    return { outcome: "refused", transactionId: null, error: { code: error.code, message: error.message } };
  }
}

/** The transaction of the run's quote: made now, or (a retry racing the first try) made by the other. */
async function createFor(db: Db, principal: Principal, payment: SchedulePayment, quoteId: string) {
  try {
    await createPrivateTransaction(db, principal, {
      type: payment.type,
      quoteId,
      mode: "private",
      sender: payment.sender,
      recipients: payment.recipients,
      ...(payment.source && { source: payment.source }),
    });
  } catch (error) {
    const madeByOther = await transactionOfQuote(db, quoteId);
    if (madeByOther) return madeByOther;
    throw error;
  }
  return (await transactionOfQuote(db, quoteId))!;
}

/**
 * The quote the run pays with. Once chosen it stays, unless it expired unused: then nothing can be paid with it any
 * more (consuming checks expiry), and a fresh one replaces it, only if no other try replaced it first. The old quote
 * is read locked: a first try consuming it holds its row until that try commits, so this one then sees it used
 * rather than expired, and finds the payment made with it instead of making another.
 */
async function runQuoteId(db: Db, principal: Principal, run: ScheduleRunRow, payment: SchedulePayment) {
  return db.transaction(async (tx) => {
    if (run.quoteId) {
      const quote = await lockQuoteUse(tx, principal.accountId, run.quoteId);
      if (quote && (quote.usedAt || quote.expiresAt > new Date())) return run.quoteId;
    }
    const fresh = await createQuote(tx, principal.accountId, {
      inputAsset: payment.asset,
      outputAsset: payment.asset,
      amount: paymentTotal(payment),
      mode: "private",
      slippageBps: 100,
    });
    return chooseRunQuote(tx, run, fresh.quoteId);
  });
}
