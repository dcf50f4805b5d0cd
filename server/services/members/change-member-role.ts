import type { Principal } from "../../auth/principal";
import type { MemberRole } from "../../auth/roles";
import type { Db } from "../../db/client";
import { findLiveMember, lockAccountMembers, setMemberRole } from "../../db/queries/members";
import { recordAudit } from "../audit-log/record-audit";
import { memberView } from "./member-view";
import { memberNotFound, requireAnotherAdmin } from "./shared/member-rules";

/** Re-roles a member; its sessions read the role on every request, so the change counts from the next one. */
export async function changeMemberRole(db: Db, principal: Principal, memberId: string, role: MemberRole) {
  const row = await db.transaction(async (tx) => {
    await lockAccountMembers(tx, principal.accountId);
    const member = await findLiveMember(tx, principal.accountId, memberId);
    if (!member) throw memberNotFound(memberId);
    if (member.role === role) return member;
    await requireAnotherAdmin(tx, member, role);
    const updated = await setMemberRole(tx, member.id, role);
    if (!updated) throw memberNotFound(memberId);
    await recordAudit(
      tx,
      principal,
      "member.role_changed",
      { type: "member", id: member.id },
      { address: member.address, from: member.role, to: role },
    );
    return updated;
  });
  return memberView(row);
}
