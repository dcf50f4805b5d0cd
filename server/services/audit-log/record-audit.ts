import type { AuditContext } from "../../auth/audit-context";
import type { DbOrTx } from "../../db/client";
import { insertAuditEvent } from "../../db/queries/audit-events";

export type AuditObject = { type: string; id: string };

/**
 * Writes one audit event of `ctx`'s account. Pass the database transaction that makes the change, so the change
 * and its event commit together or not at all.
 */
export async function recordAudit(
  tx: DbOrTx,
  ctx: AuditContext,
  action: string,
  object?: AuditObject,
  details?: Record<string, unknown>,
  outcome: "succeeded" | "failed" = "succeeded",
): Promise<string> {
  return insertAuditEvent(tx, {
    accountId: ctx.accountId,
    actor: ctx.actor,
    action,
    object,
    requestId: ctx.requestId,
    clientAddress: ctx.clientAddress,
    outcome,
    details,
  });
}

/**
 * An action on another account (the operator's on a customer): written to the actor's log and to the customer's,
 * so each can see it.
 */
export async function recordAuditInBoth(
  tx: DbOrTx,
  ctx: AuditContext,
  action: string,
  account: string,
  details?: Record<string, unknown>,
): Promise<void> {
  const object = { type: "account", id: account };
  await recordAudit(tx, ctx, action, object, details);
  if (account !== ctx.accountId) await recordAudit(tx, { ...ctx, accountId: account }, action, object, details);
}
