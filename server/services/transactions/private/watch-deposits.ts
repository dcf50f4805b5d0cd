import { TransactionRollbackError } from "drizzle-orm";
import { depositAccountState, isAwaitingDeposit } from "../../../contracts/private-lifecycle";
import type { Db } from "../../../db/client";
import { beginLoopRound, keepLoopCursor, releaseLoop } from "../../../db/queries/background-loops";
import {
  type DepositAccountRow,
  lateDeposits,
  openDeposits,
  recordSeenBalance,
  type WatchedTransaction,
} from "../../../db/queries/deposit-accounts";
import { claimRequestForDeposit } from "../../../db/queries/payment-requests";
import { env } from "../../../env";
import { failpoint } from "../../../failpoint";
import { readDepositBalances } from "../../../ledger/deposit-accounts";
import { depositBalanceAt } from "../../../ledger/deposit-arrival";
import { log } from "../../../log";
import { jobs } from "../../../outbox/jobs";
import { publishEvents } from "../../../outbox/publish";
import { recordJobs } from "../../../outbox/record-job";
import { handToRefund, handToRouter } from "./lifecycle/deposit-account-moves";
import { detectDeposit, failPayment, startRouting as routeFrom, surfaceAttempt } from "./lifecycle/stage-moves";

export type WatchRound = { state: "superseded" | "released" } | { state: "working"; watched: number; acted: number };

/**
 * Open deposits read per round at most (one call per 100): beyond, the ones that expire soonest come first. Open
 * deposits are bounded per account (PRIVATE_MAX_OPEN_DEPOSITS of its own, PAYMENT_REQUEST_MAX_OPEN_DEPOSITS handed
 * out by its payment requests), and nothing else is read in their place.
 */
const maxOpenPerRound = 100_000;

type Seen = { row: DepositAccountRow; transaction: WatchedTransaction; balance: bigint };

function awaitsDeposit(seen: Seen): boolean {
  const { transaction } = seen;
  return seen.row.expected && transaction.status === "processing" && isAwaitingDeposit(transaction.stage);
}

/**
 * Hands a deposit account to a refund (its `refunds`th): what sits there goes back to where it came from. A pay
 * link's attempt that money reached is one of the account's transactions from then on (surfaceAttempt).
 */
async function startRefund(db: Db, seen: Seen): Promise<void> {
  await surfaceAttempt(db, seen.transaction.id);
  const jobIds = await db.transaction(async (tx) =>
    recordJobs(tx, await handToRefund(tx, seen.row.address, depositAccountState.watching)),
  );
  await publishEvents(db, [], jobIds);
}

/**
 * The deposit is complete and final: the transaction goes to stage routing and the account to the router, with its
 * job, in one database transaction. The transaction's change is conditional on it still awaiting its deposit, the
 * same row a cancel changes: a cancel that committed after this round's snapshot wins, nothing is routed, and the
 * account stays watched, so the next round (seeing the cancel) refunds the deposit. False when nothing started.
 */
async function startRouting(db: Db, seen: Seen, now: Date): Promise<boolean> {
  let requestTaken = false;
  const moved = await db
    .transaction(async (tx) => {
      // A payment request is paid by one deposit: one that finds it paid, ended or held by another goes back.
      if ((await claimRequestForDeposit(tx, seen.transaction.id)) === "taken") {
        requestTaken = true;
        tx.rollback();
      }
      const routed = await routeFrom(tx, seen.transaction.id, now, [jobs.route(seen.transaction.id)]);
      if (!routed) return undefined;
      // Another round took the account (to route or refund it): this one hands over nothing.
      if (!(await handToRouter(tx, seen.row.address))) tx.rollback();
      return routed;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return undefined;
      throw error;
    });
  if (requestTaken) {
    await refuseForPaidRequest(db, seen);
    return true;
  }
  if (!moved) return false;
  await publishEvents(db, moved.eventIds, moved.jobIds);
  return true;
}

/** A payment request's second deposit: its transaction fails, and its money goes back as any refund does. */
async function refuseForPaidRequest(db: Db, seen: Seen): Promise<void> {
  await failPayment(db, seen.transaction.id, {
    changes: {
      failure: {
        code: "PAYMENT_REQUEST_NOT_OPEN",
        message: "The payment request was paid by another deposit, or ended, before this one arrived; it is refunded",
        details: {},
      },
    },
  });
  await startRefund(db, seen);
}

async function expire(db: Db, transaction: WatchedTransaction): Promise<void> {
  await failPayment(db, transaction.id, {
    changes: {
      failure: {
        code: "DEPOSIT_EXPIRED",
        message: "The full deposit did not arrive by the deadline; anything that did is refunded",
        details: { depositDeadline: transaction.depositDeadline?.toISOString() },
      },
    },
  });
}

/**
 * Whether a deposit was whole by its deadline, judged by the block times of the payments that made it
 * (deposit-arrival.ts), not by when a round looked: one confirmed before the deadline and final only after it was
 * paid in time, and one that landed after it is late, however soon a round saw it.
 */
async function paidInTime(seen: Seen, deadline: Date): Promise<boolean> {
  const amount = seen.transaction.depositAmount ?? 0n;
  if (seen.balance < amount) return false;
  return (await depositBalanceAt(seen.row.asset, seen.row.address, deadline)) >= amount;
}

/**
 * What one account's balances call for. Detection is at confirmed (it stops cancels); acting, at finalized: routing
 * once the expected asset covers the deposit, paid by its deadline, refunding anything else (another asset, a late
 * or a second payment, a payment after a cancel), and failing with DEPOSIT_EXPIRED a deposit not whole by its
 * deadline. A deposit paid in time and not final yet waits for finality, past the deadline too.
 */
async function decide(db: Db, seen: Seen, finalized: bigint, now: Date): Promise<boolean> {
  const { transaction } = seen;
  if (awaitsDeposit(seen)) {
    if (seen.balance > 0n && !transaction.depositDetectedAt) {
      await detectDeposit(db, transaction.id, now);
      failpoint("private.after-detect");
    }
    const deadline = transaction.depositDeadline;
    if (!deadline || deadline > now || (await paidInTime(seen, deadline))) {
      const whole = finalized >= (transaction.depositAmount ?? 0n) && finalized > 0n;
      return whole ? startRouting(db, seen, now) : false;
    }
    await expire(db, transaction);
    if (finalized > 0n) await startRefund(db, seen);
    return true;
  }
  if (finalized > 0n) {
    await startRefund(db, seen);
    return true;
  }
  return false;
}

/**
 * The accounts of one round: every open deposit's expected account, and a bounded share of the others (late,
 * second or wrong-asset payments), taken in turn from where the last round stopped. Returns where the next round
 * goes on ("" starts over).
 */
async function accountsOfRound(db: Db, now: Date, cursor: string) {
  const perRound = env().PRIVATE_LATE_WATCH_PER_ROUND;
  const open = await openDeposits(db, now, maxOpenPerRound);
  const late = await lateDeposits(db, now, cursor, perRound);
  const next = late.length < perRound ? "" : late[late.length - 1]!.account.address;
  // A transaction that stopped awaiting between the two reads would come twice: it counts as what it is now.
  const byAddress = new Map([...open, ...late].map((row) => [row.account.address, row]));
  return { rows: [...byAddress.values()], next };
}

/**
 * One round of the deposit watcher: the round's accounts' balances in a few calls (100 addresses each) at
 * confirmed, the ones with money read again at finalized, and what they call for done. With nothing to watch the
 * generation ends, unless a new transaction kicked it meanwhile.
 */
export async function watchDepositsRound(db: Db, generation: number, now = new Date()): Promise<WatchRound> {
  const started = await beginLoopRound(db, "deposit-watcher", generation);
  if (!started) return { state: "superseded" };
  const cursor = started.cursor ?? "";
  const { rows, next } = await accountsOfRound(db, now, cursor);
  if (next !== cursor) await keepLoopCursor(db, "deposit-watcher", generation, next);
  if (rows.length === 0) {
    // The late pass reached the end: accounts before where it started still need the loop, for its next turn.
    const others = cursor === "" ? [] : await lateDeposits(db, now, "", 1);
    if (others.length > 0) return { state: "working", watched: 0, acted: 0 };
    const released = await releaseLoop(db, "deposit-watcher", generation, started.kicks);
    return released ? { state: "released" } : { state: "working", watched: 0, acted: 0 };
  }
  const accounts = rows.map(({ account }) => ({ asset: account.asset, address: account.address }));
  const balances = await readDepositBalances(accounts, "confirmed");
  const seen: Seen[] = rows.map(({ account, transaction }, i) => ({
    row: account,
    transaction,
    balance: balances[i]!,
  }));
  const funded = seen.filter((s) => s.balance > 0n);
  const finalized = await readDepositBalances(
    funded.map((s) => ({ asset: s.row.asset, address: s.row.address })),
    "finalized",
  );
  const finalizedOf = new Map(funded.map((s, i) => [s.row.address, finalized[i]!]));
  let acted = 0;
  for (const s of seen) {
    try {
      if (s.balance !== s.row.seenBalance) await recordSeenBalance(db, s.row.address, s.balance);
      if (await decide(db, s, finalizedOf.get(s.row.address) ?? 0n, now)) acted++;
    } catch (error) {
      log.warn("a deposit account could not be handled this round; the next one tries again", {
        address: s.row.address,
        error,
      });
    }
  }
  return { state: "working", watched: rows.length, acted };
}
