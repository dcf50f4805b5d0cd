import type { z } from "zod";
import type { AuditEventView, listAuditEventsQuery } from "../../contracts/audit-events";
import type { DbOrTx } from "../../db/client";
import { type AuditEventRow, findAuditEvent, listAuditEvents as selectEvents } from "../../db/queries/audit-events";
import { AppError } from "../../errors";

function auditEventView(row: AuditEventRow): AuditEventView {
  return {
    auditEventId: row.id,
    actor: { type: row.actorType as AuditEventView["actor"]["type"], id: row.actorId, label: row.actorLabel },
    action: row.action,
    object: row.objectType && row.objectId ? { type: row.objectType, id: row.objectId } : null,
    requestId: row.requestId,
    clientAddress: row.clientAddress,
    outcome: row.outcome,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

const instant = (text: string | undefined) => (text === undefined ? undefined : new Date(text));

/** The account's audit log, newest first, filtered; read only (no API changes or deletes an event). */
export async function listAuditEvents(db: DbOrTx, accountId: string, query: z.infer<typeof listAuditEventsQuery>) {
  const { limit, startingAfter, since, until, ...filter } = query;
  if (startingAfter && !(await findAuditEvent(db, accountId, startingAfter))) {
    throw new AppError("INVALID_REQUEST", `startingAfter names no audit event of this account: ${startingAfter}`, {
      parameter: "startingAfter",
    });
  }
  const page = await selectEvents(
    db,
    accountId,
    { ...filter, since: instant(since), until: instant(until) },
    { limit, startingAfter },
  );
  return { auditEvents: page.rows.map(auditEventView), hasMore: page.hasMore };
}
