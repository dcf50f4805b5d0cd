import type { Actor } from "./actor";

/**
 * Who did something, for which account, and from which request: what the audit log records of a state-changing
 * call. A request's principal is one (server/http/with-api.ts adds the request id and the client address), so
 * services take it as it is; code without a request (the first start, the CLI) has no request id or address.
 */
export type AuditContext = { accountId: string; actor: Actor; requestId?: string; clientAddress?: string };

/** The system acting for an account in the background work named `work` (no request): what the audit log records. */
export function systemContext(accountId: string, work: string): AuditContext {
  return { accountId, actor: { type: "system", id: work } };
}
