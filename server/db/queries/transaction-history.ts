import { asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { events, webhookDeliveries, webhooks } from "../schema";
import { attemptsOfDeliveries } from "./webhook-deliveries";

export type TransactionEventRow = Pick<typeof events.$inferSelect, "id" | "type" | "createdAt">;

/** A transaction's status events, oldest first: its timeline. */
export async function eventsOfTransaction(db: DbOrTx, transactionId: string): Promise<TransactionEventRow[]> {
  return db
    .select({ id: events.id, type: events.type, createdAt: events.createdAt })
    .from(events)
    .where(eq(events.transactionId, transactionId))
    .orderBy(asc(events.createdAt), asc(events.id));
}

/** The webhook deliveries of a transaction's events, newest first, each with its webhook's URL and its attempts. */
export async function deliveriesOfTransaction(db: DbOrTx, transactionId: string, limit: number) {
  const eventIds = db.select({ id: events.id }).from(events).where(eq(events.transactionId, transactionId));
  const rows = await db
    .select({ delivery: webhookDeliveries, webhookUrl: webhooks.url })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(inArray(webhookDeliveries.eventId, eventIds))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  const attempts = await attemptsOfDeliveries(
    db,
    rows.map((r) => r.delivery.id),
  );
  return { rows, attempts };
}
