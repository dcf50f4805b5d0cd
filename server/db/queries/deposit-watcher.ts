import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { depositWatcher } from "../schema";

/** The watcher is one row. */
const row = 1;

/**
 * One more kick, and a new generation when none is active or the active one stopped beating `silentMs` ago (its
 * run died: a new transaction must not wait for the sweep to notice). Returns the generation that will see it.
 */
export async function kickDepositWatcher(db: DbOrTx, silentMs: number): Promise<number> {
  const fresh = sql`(${depositWatcher.active} and ${depositWatcher.heartbeatAt} > now() - make_interval(secs => ${silentMs / 1000}))`;
  const [kicked] = await db
    .insert(depositWatcher)
    .values({ id: row, generation: 1, kicks: 1, active: true })
    .onConflictDoUpdate({
      target: depositWatcher.id,
      set: {
        kicks: sql`${depositWatcher.kicks} + 1`,
        generation: sql`case when ${fresh} then ${depositWatcher.generation} else ${depositWatcher.generation} + 1 end`,
        heartbeatAt: sql`case when ${fresh} then ${depositWatcher.heartbeatAt} else now() end`,
        active: true,
      },
    })
    .returning({ generation: depositWatcher.generation });
  return kicked!.generation;
}

/** A round's start: a heartbeat and the kicks so far; undefined when this generation was replaced. */
export async function beginWatchRound(db: DbOrTx, generation: number): Promise<{ kicks: number } | undefined> {
  const [current] = await db
    .update(depositWatcher)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(depositWatcher.id, row), eq(depositWatcher.generation, generation), eq(depositWatcher.active, true)))
    .returning({ kicks: depositWatcher.kicks });
  return current;
}

/** Ends the generation unless a kick came after `kicksSeen`: true if it ended. */
export async function releaseDepositWatcher(db: DbOrTx, generation: number, kicksSeen: number): Promise<boolean> {
  const rows = await db
    .update(depositWatcher)
    .set({ active: false })
    .where(
      and(eq(depositWatcher.id, row), eq(depositWatcher.generation, generation), eq(depositWatcher.kicks, kicksSeen)),
    )
    .returning({ id: depositWatcher.id });
  return rows.length === 1;
}

/** Hands the watcher to a new generation (the old one ran its course, or went silent); returns the new one. */
export async function supersedeDepositWatcher(db: DbOrTx, generation: number): Promise<number | undefined> {
  const [next] = await db
    .update(depositWatcher)
    .set({ generation: sql`${depositWatcher.generation} + 1`, heartbeatAt: new Date(), active: true })
    .where(and(eq(depositWatcher.id, row), eq(depositWatcher.generation, generation)))
    .returning({ generation: depositWatcher.generation });
  return next?.generation;
}

/** The active generation, if its heartbeat is older than `before` (its run died). */
export async function silentDepositWatcher(db: DbOrTx, before: Date): Promise<number | undefined> {
  const [current] = await db
    .select({ generation: depositWatcher.generation })
    .from(depositWatcher)
    .where(and(eq(depositWatcher.id, row), eq(depositWatcher.active, true), lt(depositWatcher.heartbeatAt, before)));
  return current?.generation;
}
