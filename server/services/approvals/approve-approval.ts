import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { decide } from "./shared/decide";

/**
 * POST /v1/approvals/{approvalId}/approve: one distinct approval; the `required`th approves it, and a private payment
 * it holds proceeds at once (a deposit address, or the balance's debit).
 */
export async function approveApproval(db: Db, principal: Principal, approvalId: string, reason?: string) {
  return decide(db, principal, approvalId, "approve", reason);
}
