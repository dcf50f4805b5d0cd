import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { webhookDispatch } from "../schema";

export type DispatchRequest = { webhookId: string; generation: number };

/**
 * Records that these webhooks have new deliveries: one more kick each, and a new generation where no dispatcher
 * is active. The upsert locks each row, so it orders itself against a dispatcher releasing the same webhook.
 * Returns the generation that will deliver each webhook's new deliveries.
 */
export async function kickDispatch(db: DbOrTx, webhookIds: string[]): Promise<DispatchRequest[]> {
  if (webhookIds.length === 0) return [];
  return db
    .insert(webhookDispatch)
    .values(webhookIds.map((webhookId) => ({ webhookId, generation: 1, kicks: 1, active: true })))
    .onConflictDoUpdate({
      target: webhookDispatch.webhookId,
      set: {
        kicks: sql`${webhookDispatch.kicks} + 1`,
        generation: sql`case when ${webhookDispatch.active} then ${webhookDispatch.generation} else ${webhookDispatch.generation} + 1 end`,
        heartbeatAt: sql`case when ${webhookDispatch.active} then ${webhookDispatch.heartbeatAt} else now() end`,
        active: true,
      },
    })
    .returning({ webhookId: webhookDispatch.webhookId, generation: webhookDispatch.generation });
}

/**
 * The start of a dispatcher round: a heartbeat, and the kicks seen so far (every delivery of those kicks is
 * committed, so the claim that follows sees it). Undefined when this generation was superseded.
 */
export async function beginRound(db: DbOrTx, request: DispatchRequest): Promise<{ kicks: number } | undefined> {
  const [row] = await db
    .update(webhookDispatch)
    .set({ heartbeatAt: new Date() })
    .where(
      and(
        eq(webhookDispatch.webhookId, request.webhookId),
        eq(webhookDispatch.generation, request.generation),
        eq(webhookDispatch.active, true),
      ),
    )
    .returning({ kicks: webhookDispatch.kicks });
  return row;
}

/** Ends the generation, unless a kick came after `kicksSeen` (then there may be new work): true if it ended. */
export async function releaseDispatch(db: DbOrTx, request: DispatchRequest, kicksSeen: number): Promise<boolean> {
  const rows = await db
    .update(webhookDispatch)
    .set({ active: false })
    .where(
      and(
        eq(webhookDispatch.webhookId, request.webhookId),
        eq(webhookDispatch.generation, request.generation),
        eq(webhookDispatch.kicks, kicksSeen),
      ),
    )
    .returning({ webhookId: webhookDispatch.webhookId });
  return rows.length === 1;
}

/** Hands an active generation over to the next one (a dispatcher that ran long, died, or failed for good). */
export async function supersedeDispatch(db: DbOrTx, request: DispatchRequest): Promise<DispatchRequest | undefined> {
  const [row] = await db
    .update(webhookDispatch)
    .set({ generation: sql`${webhookDispatch.generation} + 1`, heartbeatAt: new Date(), active: true })
    .where(and(eq(webhookDispatch.webhookId, request.webhookId), eq(webhookDispatch.generation, request.generation)))
    .returning({ webhookId: webhookDispatch.webhookId, generation: webhookDispatch.generation });
  return row;
}

export async function currentDispatch(db: DbOrTx, webhookId: string) {
  const [row] = await db.select().from(webhookDispatch).where(eq(webhookDispatch.webhookId, webhookId)).limit(1);
  return row;
}

/** Active generations whose dispatcher has shown no sign of life since `before`. */
export async function staleDispatches(db: DbOrTx, before: Date, limit: number): Promise<DispatchRequest[]> {
  return db
    .select({ webhookId: webhookDispatch.webhookId, generation: webhookDispatch.generation })
    .from(webhookDispatch)
    .where(and(eq(webhookDispatch.active, true), lt(webhookDispatch.heartbeatAt, before)))
    .limit(limit);
}
