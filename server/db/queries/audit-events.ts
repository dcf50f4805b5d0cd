import { and, desc, eq, gte, like, lt, or, type SQL, sql } from "drizzle-orm";
import { type Actor, actorLabel } from "../../auth/actor";
import { newId } from "../../ids";
import type { DbOrTx } from "../client";
import { auditEvents } from "../schema";

/** What a caller knows of one audited action; pass the transaction that makes the change as `db`. */
export type AuditEntry = {
  accountId: string;
  actor: Actor;
  action: string;
  object?: { type: string; id: string };
  requestId?: string;
  clientAddress?: string;
  outcome?: "succeeded" | "failed";
  details?: Record<string, unknown>;
};

/** Writes one audit event; the only write this table gets besides retention's delete. */
export async function insertAuditEvent(db: DbOrTx, entry: AuditEntry): Promise<string> {
  const id = newId("auditEvent");
  await db.insert(auditEvents).values({
    id,
    accountId: entry.accountId,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    actorLabel: actorLabel(entry.actor),
    action: entry.action,
    objectType: entry.object?.type ?? null,
    objectId: entry.object?.id ?? null,
    requestId: entry.requestId ?? null,
    clientAddress: entry.clientAddress ?? null,
    outcome: entry.outcome ?? "succeeded",
    details: entry.details ?? {},
  });
  return id;
}

export type AuditEventRow = typeof auditEvents.$inferSelect;

export type AuditFilter = { actor?: string; action?: string; object?: string; since?: Date; until?: Date };

function filterWhere(accountId: string, filter: AuditFilter): SQL | undefined {
  const action = filter.action;
  return and(
    eq(auditEvents.accountId, accountId),
    filter.actor ? or(eq(auditEvents.actorId, filter.actor), eq(auditEvents.actorLabel, filter.actor)) : undefined,
    action
      ? action.includes(".")
        ? eq(auditEvents.action, action)
        : like(auditEvents.action, `${action}.%`)
      : undefined,
    filter.object ? eq(auditEvents.objectId, filter.object) : undefined,
    filter.since ? gte(auditEvents.createdAt, filter.since) : undefined,
    filter.until ? lt(auditEvents.createdAt, filter.until) : undefined,
  );
}

export async function findAuditEvent(db: DbOrTx, accountId: string, id: string): Promise<AuditEventRow | undefined> {
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.id, id), eq(auditEvents.accountId, accountId)))
    .limit(1);
  return row;
}

/** A page of an account's audit events, newest first, after a cursor row of the account; one more tells of more. */
export async function listAuditEvents(
  db: DbOrTx,
  accountId: string,
  filter: AuditFilter,
  page: { limit: number; startingAfter?: string },
): Promise<{ rows: AuditEventRow[]; hasMore: boolean }> {
  const after = page.startingAfter
    ? sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (select c.created_at, c.id from audit_events c where c.id = ${page.startingAfter})`
    : undefined;
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(filterWhere(accountId, filter), after))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit + 1);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}
