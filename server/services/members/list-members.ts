import type { z } from "zod";
import type { listMembersQuery } from "../../contracts/members";
import type { DbOrTx } from "../../db/client";
import { findLiveMember, listLiveMembers } from "../../db/queries/members";
import { spendingLimitsOfAccount } from "../../db/queries/spending-limits";
import { AppError } from "../../errors";
import { limitsBySubject } from "../spending-limits/shared/limit-rules";
import { memberView } from "./member-view";

/** Members and invitations, oldest first, a page at a time after a cursor (the last memberId seen). */
export async function listMembers(db: DbOrTx, accountId: string, query: z.infer<typeof listMembersQuery>) {
  const after = query.startingAfter ? await findLiveMember(db, accountId, query.startingAfter) : undefined;
  if (query.startingAfter && !after) {
    throw new AppError("INVALID_REQUEST", `startingAfter names no member of this account: ${query.startingAfter}`, {
      parameter: "startingAfter",
    });
  }
  const rows = await listLiveMembers(db, accountId, { limit: query.limit, afterId: after?.id });
  const now = new Date();
  const limits = limitsBySubject(await spendingLimitsOfAccount(db, accountId));
  return {
    members: rows.slice(0, query.limit).map((row) => memberView(row, now, limits.get(row.id))),
    hasMore: rows.length > query.limit,
  };
}
