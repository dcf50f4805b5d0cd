import type { DbOrTx } from "../../db/client";
import { decisionsOf, findApproval } from "../../db/queries/approvals";
import { approvalView } from "./approval-view";
import { approvalNotFound } from "./shared/approval-rules";

/** GET /v1/approvals/{approvalId}: with every recipient and amount, what the approvers approve. */
export async function getApproval(db: DbOrTx, accountId: string, approvalId: string) {
  const row = await findApproval(db, accountId, approvalId);
  if (!row) throw approvalNotFound(approvalId);
  return approvalView(row, await decisionsOf(db, [row.id]), true);
}
