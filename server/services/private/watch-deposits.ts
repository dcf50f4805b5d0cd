import type { Db } from "../../db/client";
import { beginLoopRound, releaseLoop } from "../../db/queries/background-loops";
import {
  changeDepositAccountState,
  type DepositAccountRow,
  recordSeenBalance,
  type WatchedTransaction,
  watchedDeposits,
} from "../../db/queries/deposit-accounts";
import { markDepositDetected, setStage } from "../../db/queries/transactions";
import { failpoint } from "../../failpoint";
import { readDepositBalances } from "../../ledger/deposit-accounts";
import { log } from "../../log";
import { jobs } from "../../outbox/jobs";
import { publishEvents } from "../../outbox/publish";
import { recordJobs } from "../../outbox/record-job";
import { transitionTransaction } from "../transactions/transition-transaction";

/**
 * Rounds this process ran that read accounts: their wall time and the process's CPU time meanwhile (ms), for the
 * benchmarks.
 */
export const watcherTally = { rounds: 0, ms: 0, cpuMs: 0, accountsRead: 0 };

export type WatchRound = { state: "superseded" | "released" } | { state: "working"; watched: number; acted: number };

/**
 * Every this many rounds, the accounts nothing is expected in are read too: those of finished transactions (only a
 * late or second payment can come) and the other assets' accounts of open ones (only a wrong payment can come). The
 * rounds between read just the expected asset's account of each open transaction: one call per 100 deposits.
 */
const lateEvery = 10;
/** 10,000 open deposits and their other assets' accounts fit; beyond, the ones that expire soonest come first. */
const maxAccountsPerRound = 40_000;

type Seen = { row: DepositAccountRow; transaction: WatchedTransaction; balance: bigint };

const waitingStages = new Set(["awaiting_deposit", "deposit_detected"]);

function awaitsDeposit(seen: Seen): boolean {
  const { transaction } = seen;
  return seen.row.expected && transaction.status === "processing" && waitingStages.has(transaction.stage ?? "");
}

/** Hands a deposit account to a refund (its `refunds`th): what sits there goes back to where it came from. */
async function startRefund(db: Db, seen: Seen): Promise<void> {
  const jobIds = await db.transaction(async (tx) => {
    const refunding = await changeDepositAccountState(tx, seen.row.address, "watching", "refunding");
    return refunding ? recordJobs(tx, [jobs.refund(refunding.address, refunding.refunds)]) : [];
  });
  await publishEvents(db, [], jobIds);
}

/** The deposit is complete and final: the account goes to the router, in one database transaction with its job. */
async function startRouting(db: Db, seen: Seen): Promise<void> {
  const jobIds = await db.transaction(async (tx) => {
    const routing = await changeDepositAccountState(tx, seen.row.address, "watching", "routing");
    if (!routing) return [];
    await setStage(tx, seen.transaction.id, "routing");
    return recordJobs(tx, [jobs.route(seen.transaction.id)]);
  });
  await publishEvents(db, [], jobIds);
}

async function expire(db: Db, transaction: WatchedTransaction): Promise<void> {
  await transitionTransaction(db, transaction.id, ["processing"], "failed", {
    failure: {
      code: "DEPOSIT_EXPIRED",
      message: "The full deposit did not arrive by the deadline; anything that did is refunded",
      details: { depositDeadline: transaction.depositDeadline?.toISOString() },
    },
  });
}

/**
 * What one account's balances call for. Detection is at confirmed (it stops cancels); acting, at finalized: routing
 * once the expected asset covers the deposit, refunding anything else (another asset, a late or a second payment,
 * a payment after a cancel), and failing with DEPOSIT_EXPIRED a deposit short at its deadline.
 */
async function decide(db: Db, seen: Seen, finalized: bigint, now: Date): Promise<boolean> {
  const { transaction } = seen;
  if (awaitsDeposit(seen)) {
    if (seen.balance > 0n && !transaction.depositDetectedAt) {
      await markDepositDetected(db, transaction.id, now);
      failpoint("private.after-detect");
    }
    if (finalized >= (transaction.depositAmount ?? 0n) && finalized > 0n) {
      await startRouting(db, seen);
      return true;
    }
    if (transaction.depositDeadline && transaction.depositDeadline <= now) {
      await expire(db, transaction);
      if (finalized > 0n) await startRefund(db, seen);
      return true;
    }
    return false;
  }
  if (finalized > 0n) {
    await startRefund(db, seen);
    return true;
  }
  return false;
}

/**
 * One round of the deposit watcher: every watched account's balance in a few calls (100 addresses each) at
 * confirmed, the ones with money read again at finalized, and what they call for done. With nothing to watch the
 * generation ends, unless a new transaction kicked it meanwhile.
 */
export async function watchDeposits(db: Db, generation: number, round: number, now = new Date()): Promise<WatchRound> {
  const roundStarted = performance.now();
  const cpuStarted = process.cpuUsage();
  const started = await beginLoopRound(db, "deposit-watcher", generation);
  if (!started) return { state: "superseded" };
  const everything = round % lateEvery === 0;
  const rows = await watchedDeposits(db, now, maxAccountsPerRound, !everything);
  if (rows.length === 0) {
    // Accounts nothing is expected in still need the loop, for their next full round.
    const others = everything ? [] : await watchedDeposits(db, now, 1);
    if (others.length > 0) return { state: "working", watched: 0, acted: 0 };
    const released = await releaseLoop(db, "deposit-watcher", generation, started.kicks);
    return released ? { state: "released" } : { state: "working", watched: 0, acted: 0 };
  }
  const due = rows.filter(({ transaction }) => transaction.status === "processing" || everything);
  const accounts = due.map(({ account }) => ({ asset: account.asset, address: account.address }));
  const balances = await readDepositBalances(accounts, "confirmed");
  const seen: Seen[] = due.map(({ account, transaction }, i) => ({ row: account, transaction, balance: balances[i]! }));
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
  watcherTally.rounds++;
  watcherTally.ms += performance.now() - roundStarted;
  const cpu = process.cpuUsage(cpuStarted);
  watcherTally.cpuMs += (cpu.user + cpu.system) / 1000;
  watcherTally.accountsRead += accounts.length + funded.length;
  return { state: "working", watched: due.length, acted };
}
