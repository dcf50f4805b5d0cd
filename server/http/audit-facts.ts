import { clientAddressOf } from "./client-address";

/** What the audit log keeps of the request behind a change: its id and the client's address. */
export function auditFacts(ctx: { request: Request; requestId: string }) {
  return { requestId: ctx.requestId, clientAddress: clientAddressOf(ctx.request.headers) };
}
