import { and, eq, gt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../client";
import { swapFills, swapPools, transactions } from "../schema";

export type NewSwapFill = typeof swapFills.$inferInsert;

/**
 * Takes the pair's row lock for the rest of the caller's transaction (made on the pair's first fill): a second
 * fill of the pair waits here until the first commits, then reads the pool with it.
 */
export async function lockSwapPool(tx: Tx, pair: string, now: Date): Promise<void> {
  await tx
    .insert(swapPools)
    .values({ pair, fills: 1, lastFillAt: now })
    .onConflictDoUpdate({ target: swapPools.pair, set: { fills: sql`${swapPools.fills} + 1`, lastFillAt: now } });
}

/** Lock space of an account's swap fills (server/db/queries/jobs.ts uses 7272, private-transactions.ts 7273). */
const accountSwapsLockSpace = 7274;

/**
 * Takes the account's swap lock for the rest of the caller's transaction: a second fill of the account, on any
 * pair, waits here until the first commits, then counts it against the volume cap. Taken before any pair's lock.
 */
export async function lockAccountSwaps(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${accountSwapsLockSpace}, hashtext(${accountId}))`);
}

/** Records a fill once: a second run for the same transaction (a retried step) changes nothing. */
export async function insertSwapFill(tx: Tx, row: NewSwapFill): Promise<void> {
  await tx.insert(swapFills).values(row).onConflictDoNothing();
}

export async function findSwapFill(db: DbOrTx, transactionId: string) {
  const [row] = await db.select().from(swapFills).where(eq(swapFills.transactionId, transactionId)).limit(1);
  return row;
}

const ended = ["failed", "cancelled"] as const;
const since = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

export type PoolFlowsQuery = {
  pair: string;
  accountId: string;
  /** The direction of the swap being priced: whether it sells the pair's base asset. */
  sellsBase: boolean;
  now: Date;
  halfLifeS: number;
  /** Other accounts' fills older than this are left out (their effect has faded below what matters). */
  lookbackS: number;
  /** The account's own fills this recent count in full against it. */
  windowS: number;
};

/**
 * The pool's displacement as one client sees it, in two parts. `faded`: every final fill (a wallet swap that
 * completed, a routed private swap), each shrunk by half every half-life since it was filled, as a decimal string.
 * `whole`: in full, the fills in this swap's direction still in flight (their money is not in yet: they only ever
 * make this side dearer, never the other side cheaper) and this account's own fills in this direction within its
 * window (so splitting a swap over time does not escape its own impact). Fills of failed transactions count for
 * nothing.
 */
export async function poolFlows(db: DbOrTx, q: PoolFlowsQuery): Promise<{ faded: string; whole: bigint }> {
  const sameSide: SQL = q.sellsBase ? sql`${swapFills.baseIn} > 0` : sql`${swapFills.baseIn} < 0`;
  const final = sql`(${transactions.mode} = 'private' or ${transactions.status} = 'completed')`;
  const ownRecent = sql`(${swapFills.accountId} = ${q.accountId} and ${sameSide} and ${swapFills.filledAt} > ${at(since(q.now, q.windowS))})`;
  const ageS = sql`extract(epoch from (${at(q.now)} - ${swapFills.filledAt}))::numeric`;
  const [row] = await db
    .select({
      faded: sql<string>`coalesce(sum(${swapFills.baseIn} * power(0.5::numeric, ${ageS} / ${q.halfLifeS}::numeric)) filter (where ${final} and not ${ownRecent}), 0)::text`,
      whole: sql<string>`coalesce(sum(${swapFills.baseIn}) filter (where (not ${final} and ${sameSide}) or ${ownRecent}), 0)::text`,
    })
    .from(swapFills)
    .innerJoin(transactions, eq(transactions.id, swapFills.transactionId))
    .where(
      and(
        eq(swapFills.pair, q.pair),
        // Others' fills as far back as they still matter faded; the account's own over its whole window.
        or(
          gt(swapFills.filledAt, since(q.now, q.lookbackS)),
          and(eq(swapFills.accountId, q.accountId), gt(swapFills.filledAt, since(q.now, q.windowS))),
        ),
        notInArray(transactions.status, [...ended]),
      ),
    );
  return { faded: row?.faded ?? "0", whole: BigInt(row?.whole ?? "0") };
}

/** What an account swapped since `from`, in millionths of a US dollar, counting no failed transaction. */
export async function swapVolumeSince(db: DbOrTx, accountId: string, from: Date): Promise<bigint> {
  const [row] = await db
    .select({ usd: sql<string>`coalesce(sum(${swapFills.usdMicros}), 0)::text` })
    .from(swapFills)
    .innerJoin(transactions, eq(transactions.id, swapFills.transactionId))
    .where(
      and(
        eq(swapFills.accountId, accountId),
        gt(swapFills.filledAt, from),
        notInArray(transactions.status, [...ended]),
      ),
    );
  return BigInt(row?.usd ?? "0");
}
