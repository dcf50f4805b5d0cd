import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { insertAuditEvent } from "../../db/queries/audit-events";
import { findLiveMember, lockAccountMembers, removeMember as markRemoved } from "../../db/queries/members";
import { memberNotFound, type RequestFacts, requireAnotherAdmin } from "./shared/member-rules";

/**
 * Removes a member and ends its sessions in the same transaction (the last admin member stays), or revokes an
 * invitation, which then can no longer be accepted.
 */
export async function removeMember(db: Db, principal: Principal, memberId: string, facts: RequestFacts) {
  await db.transaction(async (tx) => {
    await lockAccountMembers(tx, principal.accountId);
    const member = await findLiveMember(tx, principal.accountId, memberId);
    if (!member) throw memberNotFound(memberId);
    await requireAnotherAdmin(tx, member);
    if (!(await markRemoved(tx, member.id, new Date()))) throw memberNotFound(memberId);
    await insertAuditEvent(tx, {
      accountId: principal.accountId,
      actor: principal.actor,
      action: member.status === "invited" ? "member.invitation_revoked" : "member.removed",
      object: { type: "member", id: member.id },
      details: { address: member.address, role: member.role },
      ...facts,
    });
  });
  return { memberId, removed: true as const };
}
