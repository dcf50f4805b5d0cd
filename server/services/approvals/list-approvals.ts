import type { z } from "zod";
import type { listApprovalsQuery } from "../../contracts/approvals";
import type { DbOrTx } from "../../db/client";
import { decisionsOf, findApproval, listApprovals as listRows, makerNames } from "../../db/queries/approvals";
import { AppError } from "../../errors";
import { approvalView } from "./approval-view";

/** GET /v1/approvals: newest first, a page at a time after a cursor (the last approvalId seen), by status. */
export async function listApprovals(db: DbOrTx, accountId: string, query: z.infer<typeof listApprovalsQuery>) {
  const after = query.startingAfter ? await findApproval(db, accountId, query.startingAfter) : undefined;
  if (query.startingAfter && !after) {
    throw new AppError("INVALID_REQUEST", `startingAfter names no approval of this account: ${query.startingAfter}`, {
      parameter: "startingAfter",
    });
  }
  const rows = await listRows(db, accountId, { limit: query.limit, afterId: after?.id, status: query.status });
  const page = rows.slice(0, query.limit);
  const decisions = await decisionsOf(
    db,
    page.map((r) => r.id),
  );
  const names = await makerNames(db, accountId, page);
  return {
    approvals: page.map((row) => approvalView(row, decisions, false, names)),
    hasMore: rows.length > query.limit,
  };
}
