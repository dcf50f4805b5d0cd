import {
  and,
  asc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import {
  endedLegStatuses,
  type LegStatus,
  legStatus,
  legTransitions,
  sourcesOf,
  stage,
} from "../../contracts/private-lifecycle";
import type { DbOrTx, Tx } from "../client";
import { microBatch } from "../micro-batch";
import { ledgerMoves, transactionRecipients, transactions } from "../schema";
import { privateInFlightAt } from "./private-transactions";
import { recordset } from "./recordset";

/** A private leg due for payout, with what the payout needs to know of its transaction. */
export type DueLeg = {
  id: string;
  transactionId: string;
  /** Its place among its transaction's recipients. */
  position: number;
  address: string;
  amount: bigint;
  asset: (typeof transactions.$inferSelect)["outputAsset"];
  intake: string | null;
  /** Its deposit paid its recipient's token account's rent (missing at create): a payout may create it. */
  rentCharged: boolean;
};

/** A leg as a payout reads it (a DueLeg), joined with its transaction, with `extra` columns beside. */
function selectLegs<Extra extends SelectedFields>(db: DbOrTx, extra: Extra) {
  return db
    .select({
      id: transactionRecipients.id,
      transactionId: transactionRecipients.transactionId,
      position: transactionRecipients.position,
      address: transactionRecipients.address,
      amount: transactionRecipients.amount,
      asset: transactions.outputAsset,
      intake: sql<string | null>`${transactions.routingPlan}->>'intake'`,
      rentCharged: transactionRecipients.rentCharged,
      ...extra,
    })
    .from(transactionRecipients)
    .innerJoin(transactions, eq(transactions.id, transactionRecipients.transactionId));
}

/** A due time drawn for each leg on its own: `start` plus a whole number of seconds from 0 to `widthSeconds`. */
const dueWithin = (start: Date, widthSeconds: number) =>
  sql`${start.toISOString()}::timestamptz + make_interval(secs => floor(random() * ${widthSeconds + 1}))`;

/**
 * Gives each leg of a transaction that has none a due time of its own, drawn uniformly over whole seconds from
 * `minSeconds` to `maxSeconds` after `from` (when the deposit was seen). When that window has already begun at `now`
 * (the sweep took longer than the shortest delay: a burst queues sweeps in arrival order), the leg awaits the
 * backlog instead (releaseLateLegs): drawn from now, late legs would leave in the order their public sweeps
 * landed, which is the deposits' order. With delays off, legs are due at once. Only once: a repeat keeps the first.
 * One statement for any number of legs.
 */
export async function scheduleLegs(
  tx: Tx,
  transactionId: string,
  window: { from: Date; now: Date; minSeconds: number; maxSeconds: number },
): Promise<void> {
  const { from, now, minSeconds, maxSeconds } = window;
  const opens = new Date(from.getTime() + minSeconds * 1000);
  const late = maxSeconds > 0 && opens < now;
  await tx
    .update(transactionRecipients)
    .set(
      late
        ? { awaitsBacklog: true, updatedAt: now }
        : {
            dueAt: dueWithin(opens < now ? now : opens, maxSeconds - minSeconds),
            updatedAt: now,
          },
    )
    .where(
      and(
        eq(transactionRecipients.transactionId, transactionId),
        isNull(transactionRecipients.dueAt),
        eq(transactionRecipients.awaitsBacklog, false),
        // Legs of a transaction that is not processing (cancelled, failed) never come due.
        exists(
          tx
            .select({ one: sql`1` })
            .from(transactions)
            .where(and(eq(transactions.id, transactionId), eq(transactions.status, "processing"))),
        ),
      ),
    );
}

/**
 * Late legs get their due times, each drawn over the next `widthSeconds`, once no deposit seen in the last
 * `capSeconds` is still being swept: the legs of a burst then leave spread over the same window, whatever order
 * their sweeps landed in. A leg waits `capSeconds` at most, so a stuck sweep or endless traffic cannot hold it.
 */
export async function releaseLateLegs(
  db: DbOrTx,
  now: Date,
  { widthSeconds, capSeconds }: { widthSeconds: number; capSeconds: number },
): Promise<number> {
  const since = new Date(now.getTime() - capSeconds * 1000);
  const backlog = db
    .select({ one: sql`1` })
    .from(transactions)
    .where(and(privateInFlightAt(stage.routing), gt(transactions.depositDetectedAt, since)));
  const released = await db
    .update(transactionRecipients)
    .set({
      dueAt: dueWithin(now, widthSeconds),
      awaitsBacklog: false,
      updatedAt: now,
    })
    .where(
      and(
        eq(transactionRecipients.awaitsBacklog, true),
        or(lt(transactionRecipients.updatedAt, since), notExists(backlog)),
      ),
    )
    .returning({ id: transactionRecipients.id });
  return released.length;
}

/**
 * Legs due by `now` and not yet assigned to a payout, oldest first. A due leg is held back (for at most
 * `holdSeconds` past its due time) while another unassigned leg of the same asset and amount falls due within that
 * time: the two then leave together, in one ledger transaction where they fit, so timing cannot order equal payments.
 */
export async function dueLegs(db: DbOrTx, now: Date, limit: number, holdSeconds = 0): Promise<DueLeg[]> {
  return selectLegs(db, {})
    .where(
      and(
        isNull(transactionRecipients.payoutKey),
        isNotNull(transactionRecipients.dueAt),
        lte(transactionRecipients.dueAt, now),
        // Only a transaction still processing is paid: never one cancelled or failed, whatever its legs say.
        eq(transactions.status, "processing"),
        holdSeconds > 0 ? notHeldForCompanion(db, now, holdSeconds) : undefined,
      ),
    )
    .orderBy(asc(transactionRecipients.dueAt))
    .limit(limit);
}

/** A due leg leaves unless an unassigned leg of its asset and amount falls due within its hold, and the hold lasts. */
function notHeldForCompanion(db: DbOrTx, now: Date, holdSeconds: number) {
  const companions = alias(transactionRecipients, "companion");
  const companionTransactions = alias(transactions, "companion_transaction");
  const holdUntil = sql`${transactionRecipients.dueAt} + make_interval(secs => ${holdSeconds})`;
  const companionComing = db
    .select({ one: sql`1` })
    .from(companions)
    .innerJoin(companionTransactions, eq(companionTransactions.id, companions.transactionId))
    .where(
      and(
        isNull(companions.payoutKey),
        eq(companions.amount, transactionRecipients.amount),
        gt(companions.dueAt, now),
        sql`${companions.dueAt} <= ${holdUntil}`,
        eq(companionTransactions.outputAsset, transactions.outputAsset),
      ),
    );
  return or(sql`${holdUntil} <= ${now.toISOString()}::timestamptz`, notExists(companionComing));
}

/** Whether any leg is scheduled but not yet due, or awaits the backlog (the payout loop keeps going for it). */
export async function hasLegsComingDue(db: DbOrTx, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: transactionRecipients.id })
    .from(transactionRecipients)
    .where(
      or(
        and(isNull(transactionRecipients.payoutKey), gt(transactionRecipients.dueAt, now)),
        eq(transactionRecipients.awaitsBacklog, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Assigns each payout its legs where they are still unassigned and due (a cancel clears the due time,
 * balance-legs.ts, and a leg it locked is read again once the cancel commits): one payout a leg, ever. One
 * statement for 5,000 legs.
 */
export async function assignPayouts(tx: Tx, payouts: { key: string; legIds: string[] }[]): Promise<void> {
  const rows = payouts.flatMap(({ key, legIds }) => legIds.map((id) => ({ id, payout_key: key })));
  for (let start = 0; start < rows.length; start += 5_000) {
    await tx.execute(sql`
      update ${transactionRecipients} set payout_key = v.payout_key, updated_at = now()
      from ${recordset(rows.slice(start, start + 5_000), "id text, payout_key text")}
      where ${transactionRecipients.id} = v.id
        and ${transactionRecipients.payoutKey} is null and ${transactionRecipients.dueAt} is not null`);
  }
}

/** A leg ended: paid, or refused by the ledger (split-failed-payout.ts). Neither is ever paid again. */
const ended = endedLegStatuses;

/** Legs whose status may move to `to` (contracts/private-lifecycle.ts): the guard of every leg update here. */
const legMayBecome = (to: LegStatus) => inArray(transactionRecipients.status, sourcesOf(legTransitions, to));

/**
 * Payouts with legs not yet ended, and their legs: the work of the payout loop. Only whole payouts: when the read
 * stops at `limit` rows, the last payout may have been cut, and a payout paid with part of its legs would record
 * the others paid; it is left to the next round.
 */
export async function openPayouts(db: DbOrTx, limit: number): Promise<Map<string, DueLeg[]>> {
  const rows = await selectLegs(db, { payoutKey: transactionRecipients.payoutKey })
    .where(and(isNotNull(transactionRecipients.payoutKey), notInArray(transactionRecipients.status, [...ended])))
    .orderBy(asc(transactionRecipients.payoutKey), asc(transactionRecipients.position))
    .limit(limit);
  const payouts = new Map<string, DueLeg[]>();
  for (const { payoutKey, ...leg } of rows) {
    const legs = payouts.get(payoutKey!) ?? [];
    legs.push(leg);
    payouts.set(payoutKey!, legs);
  }
  const last = rows.at(-1)?.payoutKey;
  if (rows.length === limit && payouts.size > 1 && last) payouts.delete(last);
  return payouts;
}

type PayoutOutcome = {
  payoutKey: string;
  legIds: string[];
  status: Extract<LegStatus, "sent" | "completed">;
  signature: string;
};
const payoutRecorders = new WeakMap<DbOrTx, (outcome: PayoutOutcome) => Promise<void>>();

/** The states a leg may leave for `status`; a payout signed again records its new signature on legs still sent. */
const sourcesOfPayoutOutcome = (status: PayoutOutcome["status"]) =>
  status === legStatus.sent
    ? [legStatus.sent, ...sourcesOf(legTransitions, status)]
    : sourcesOf(legTransitions, status);

/**
 * One outcome a payout among those of one statement, the one applying them in the order they came would leave: a
 * payout's first "completed" (a completed leg never changes again), else its last "sent" (the newest signature).
 * Two rows for one payout in one UPDATE would each be checked against the legs as they were before it, so a later
 * "sent" could undo a "completed".
 */
function outcomeOfEachPayout(outcomes: PayoutOutcome[]): Map<string, PayoutOutcome> {
  const chosen = new Map<string, PayoutOutcome>();
  const legsOf = new Map<string, Set<string>>();
  for (const outcome of outcomes) {
    // Every outcome is the whole payout's: the one kept applies to the legs any of them named.
    const legs = legsOf.get(outcome.payoutKey) ?? new Set<string>();
    for (const id of outcome.legIds) legs.add(id);
    legsOf.set(outcome.payoutKey, legs);
    if (chosen.get(outcome.payoutKey)?.status !== legStatus.completed) chosen.set(outcome.payoutKey, outcome);
  }
  for (const [key, outcome] of chosen) chosen.set(key, { ...outcome, legIds: [...(legsOf.get(key) ?? [])] });
  return chosen;
}

/**
 * A payout's legs take its outcome: sent with its signature, or completed. The payout loop records hundreds at
 * once, so concurrent calls share one statement (micro-batch.ts); each row's guard is the leg table's. The legs are
 * named by id as well as by payout: joined on the primary key, the plan is an index probe a leg whatever the table's
 * statistics say (PGlite has no autovacuum, and joined on the payout key alone it read all 10,000 legs of a payroll
 * for every statement). A leg of the payout left out stays as it was, and the next round records it.
 */
export function updateLegsOfPayout(
  db: DbOrTx,
  payoutKey: string,
  legIds: string[],
  changes: { status: PayoutOutcome["status"]; signature: string },
): Promise<void> {
  let record = payoutRecorders.get(db);
  if (!record) {
    record = microBatch(async (outcomes: PayoutOutcome[]) => {
      const rows = [...outcomeOfEachPayout(outcomes).values()].flatMap((o) =>
        o.legIds.map((id) => ({
          id,
          payout_key: o.payoutKey,
          status: o.status,
          signature: o.signature,
          sources: sourcesOfPayoutOutcome(o.status).join(","),
        })),
      );
      await db.execute(sql`
        update ${transactionRecipients} set
          status = v.status::recipient_status, signature = v.signature, updated_at = now()
        from ${recordset(rows, "id text, payout_key text, status text, signature text, sources text")}
        where ${transactionRecipients.id} = v.id
          and ${transactionRecipients.payoutKey} = v.payout_key
          and ${transactionRecipients.status}::text = any(string_to_array(v.sources, ','))`);
      return outcomes.map(() => undefined);
    });
    payoutRecorders.set(db, record);
  }
  return record({ payoutKey, legIds, ...changes });
}

type LegFailure = NonNullable<(typeof transactionRecipients.$inferSelect)["failure"]>;

/**
 * Fails legs of a payout that was never signed (no move recorded under its key), each with why; a leg already
 * ended, or of a payout whose bytes exist (they decide), is left alone. Returns the legs it failed.
 */
export async function failLegsOfUnsignedPayout(
  db: DbOrTx,
  payoutKey: string,
  legIds: string[],
  failure: LegFailure,
): Promise<string[]> {
  if (legIds.length === 0) return [];
  const signed = db.select({ one: sql`1` }).from(ledgerMoves).where(eq(ledgerMoves.key, payoutKey));
  const failed = await db
    .update(transactionRecipients)
    .set({ status: legStatus.failed, failure, updatedAt: new Date() })
    .where(
      and(
        eq(transactionRecipients.payoutKey, payoutKey),
        inArray(transactionRecipients.id, legIds),
        legMayBecome(legStatus.failed),
        notExists(signed),
      ),
    )
    .returning({ id: transactionRecipients.id });
  return failed.map((l) => l.id);
}

/**
 * A payout failed on chain for good (final) and was split: the legs the ledger refused fail with why, and every
 * other leg of it is handed back unassigned, due as before, for the next round to pack into a new payout. Only legs
 * still of this payout and not ended change, so a repeat after a crash changes nothing more.
 */
export async function splitPayout(
  tx: Tx,
  payoutKey: string,
  refused: { id: string; failure: LegFailure }[],
): Promise<void> {
  const open = and(
    eq(transactionRecipients.payoutKey, payoutKey),
    notInArray(transactionRecipients.status, [...ended]),
  );
  for (const leg of refused) {
    await tx
      .update(transactionRecipients)
      .set({ status: legStatus.failed, failure: leg.failure, updatedAt: new Date() })
      .where(and(open, legMayBecome(legStatus.failed), eq(transactionRecipients.id, leg.id)));
  }
  await tx
    .update(transactionRecipients)
    .set({ payoutKey: null, status: legStatus.pending, signature: null, updatedAt: new Date() })
    .where(and(open, or(eq(transactionRecipients.status, legStatus.pending), legMayBecome(legStatus.pending))));
}
