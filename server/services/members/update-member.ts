import type { Principal } from "../../auth/principal";
import type { MemberRole } from "../../auth/roles";
import type { SpendingLimitView } from "../../contracts/spending-limits";
import type { Db } from "../../db/client";
import { findLiveMember, lockAccountMembers, setMemberRole } from "../../db/queries/members";
import { spendingLimitsOf } from "../../db/queries/spending-limits";
import { recordAudit } from "../audit-log/record-audit";
import { setSpendingLimits } from "../spending-limits/set-spending-limits";
import { spendingLimitViews } from "../spending-limits/shared/limit-rules";
import { memberView } from "./member-view";
import { memberNotFound, requireAnotherAdmin } from "./shared/member-rules";

export type MemberChange = { role?: MemberRole; spendingLimits?: SpendingLimitView[] };

/**
 * Re-roles a member and/or replaces its spending limits; its sessions read the role on every request and payments
 * read the limits, so a change counts from the next one.
 */
export async function updateMember(db: Db, principal: Principal, memberId: string, change: MemberChange) {
  return db.transaction(async (tx) => {
    await lockAccountMembers(tx, principal.accountId);
    let member = await findLiveMember(tx, principal.accountId, memberId);
    if (!member) throw memberNotFound(memberId);
    if (change.role !== undefined && change.role !== member.role) {
      await requireAnotherAdmin(tx, member, change.role);
      const updated = await setMemberRole(tx, member.id, change.role);
      if (!updated) throw memberNotFound(memberId);
      await recordAudit(
        tx,
        principal,
        "member.role_changed",
        { type: "member", id: member.id },
        { address: member.address, from: member.role, to: change.role },
      );
      member = updated;
    }
    const subject = { type: "member" as const, id: member.id, accountId: member.accountId };
    const limits = change.spendingLimits
      ? await setSpendingLimits(tx, principal, subject, change.spendingLimits, { type: "member", id: member.id })
      : spendingLimitViews(await spendingLimitsOf(tx, [member.id]));
    return memberView(member, new Date(), limits);
  });
}
