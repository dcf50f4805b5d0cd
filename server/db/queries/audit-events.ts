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
