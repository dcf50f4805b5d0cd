import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { backgroundLoops } from "../schema";

export type LoopName = "deposit-watcher" | "payout-epochs";

/**
 * One more kick of a loop, and a new generation when none is active or the active one stopped beating `silentMs`
 * ago (its run died: new work must not wait for the sweep to notice). Returns the generation that will see it.
 */
export async function kickLoop(db: DbOrTx, name: LoopName, silentMs: number): Promise<number> {
  const fresh = sql`(${backgroundLoops.active} and ${backgroundLoops.heartbeatAt} > now() - make_interval(secs => ${silentMs / 1000}))`;
  const [kicked] = await db
    .insert(backgroundLoops)
    .values({ name, generation: 1, kicks: 1, active: true })
    .onConflictDoUpdate({
      target: backgroundLoops.name,
      set: {
        kicks: sql`${backgroundLoops.kicks} + 1`,
        generation: sql`case when ${fresh} then ${backgroundLoops.generation} else ${backgroundLoops.generation} + 1 end`,
        heartbeatAt: sql`case when ${fresh} then ${backgroundLoops.heartbeatAt} else now() end`,
        active: true,
      },
    })
    .returning({ generation: backgroundLoops.generation });
  return kicked!.generation;
}

const current = (name: LoopName, generation: number) =>
  and(eq(backgroundLoops.name, name), eq(backgroundLoops.generation, generation));

/**
 * A round's start: a heartbeat, the kicks so far and where the last round's bounded pass stopped; undefined when
 * this generation was replaced.
 */
export async function beginLoopRound(
  db: DbOrTx,
  name: LoopName,
  generation: number,
): Promise<{ kicks: number; cursor: string | null } | undefined> {
  const [row] = await db
    .update(backgroundLoops)
    .set({ heartbeatAt: new Date() })
    .where(and(current(name, generation), eq(backgroundLoops.active, true)))
    .returning({ kicks: backgroundLoops.kicks, cursor: backgroundLoops.cursor });
  return row;
}

/** Where this generation's next round goes on (a replaced generation's round changes nothing). */
export async function keepLoopCursor(db: DbOrTx, name: LoopName, generation: number, cursor: string): Promise<void> {
  await db.update(backgroundLoops).set({ cursor }).where(current(name, generation));
}

/** Ends the generation unless a kick came after `kicksSeen`: true if it ended. */
export async function releaseLoop(db: DbOrTx, name: LoopName, generation: number, kicksSeen: number): Promise<boolean> {
  const rows = await db
    .update(backgroundLoops)
    .set({ active: false })
    .where(and(current(name, generation), eq(backgroundLoops.kicks, kicksSeen)))
    .returning({ name: backgroundLoops.name });
  return rows.length === 1;
}

/** Hands a loop to a new generation (the old one ran its course, or went silent); returns the new one. */
export async function supersedeLoop(db: DbOrTx, name: LoopName, generation: number): Promise<number | undefined> {
  const [next] = await db
    .update(backgroundLoops)
    .set({ generation: sql`${backgroundLoops.generation} + 1`, heartbeatAt: new Date(), active: true })
    .where(current(name, generation))
    .returning({ generation: backgroundLoops.generation });
  return next?.generation;
}

/** The active generation of a loop, if its heartbeat is older than `before` (its run died). */
export async function silentLoop(db: DbOrTx, name: LoopName, before: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ generation: backgroundLoops.generation })
    .from(backgroundLoops)
    .where(
      and(eq(backgroundLoops.name, name), eq(backgroundLoops.active, true), lt(backgroundLoops.heartbeatAt, before)),
    );
  return row?.generation;
}
