import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { findLiveMember, lockAccountMembers, removeMember as markRemoved } from "../../db/queries/members";
import { recordAudit } from "../audit-log/record-audit";
import { memberNotFound, requireAnotherAdmin } from "./shared/member-rules";

/**
 * Removes a member and ends its sessions in the same transaction (the last admin member stays), or revokes an
 * invitation, which then can no longer be accepted.
 */
export async function removeMember(db: Db, principal: Principal, memberId: string) {
  await db.transaction(async (tx) => {
    await lockAccountMembers(tx, principal.accountId);
    const member = await findLiveMember(tx, principal.accountId, memberId);
    if (!member) throw memberNotFound(memberId);
    await requireAnotherAdmin(tx, member);
    if (!(await markRemoved(tx, member.id, new Date()))) throw memberNotFound(memberId);
    await recordAudit(
      tx,
      principal,
      member.status === "invited" ? "member.invitation_revoked" : "member.removed",
      { type: "member", id: member.id },
      { address: member.address, role: member.role },
    );
  });
  return { memberId, removed: true as const };
}
