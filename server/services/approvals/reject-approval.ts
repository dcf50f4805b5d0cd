import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { decide } from "./shared/decide";

/** POST /v1/approvals/{approvalId}/reject: one rejection ends it; a private payment it holds is cancelled. */
export async function rejectApproval(db: Db, principal: Principal, approvalId: string, reason?: string) {
  return decide(db, principal, approvalId, "reject", reason);
}
