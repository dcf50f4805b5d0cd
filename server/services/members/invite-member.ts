import type { Principal } from "../../auth/principal";
import type { MemberRole } from "../../auth/roles";
import type { SpendingLimitView } from "../../contracts/spending-limits";
import type { Db } from "../../db/client";
import { closeLapsedInvitation, insertMember, lockAccountMembers } from "../../db/queries/members";
import { newId } from "../../ids";
import { recordAudit } from "../audit-log/record-audit";
import { setSpendingLimits } from "../spending-limits/set-spending-limits";
import { memberView } from "./member-view";
import {
  addressTaken,
  invitationTtlMs,
  isAddressTaken,
  requireRoomForMember,
  requireWalletAddress,
} from "./shared/member-rules";

/**
 * An admin invites a person by wallet address, with a role; the wallet joins when it signs in accepting it
 * (sign-in-with-wallet.ts), within seven days. The invitation claims nothing: other accounts may invite the same
 * wallet. A lapsed invitation of the address is closed and this one takes its place; the audit event is written
 * with the row.
 */
export async function inviteMember(
  db: Db,
  principal: Principal,
  input: { address: string; role: MemberRole; spendingLimits?: SpendingLimitView[] },
) {
  const address = requireWalletAddress(input.address);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + invitationTtlMs);
  try {
    const { row, limits } = await db.transaction(async (tx) => {
      await lockAccountMembers(tx, principal.accountId);
      const replaced = await closeLapsedInvitation(tx, principal.accountId, address, now);
      await requireRoomForMember(tx, principal.accountId);
      const member = await insertMember(tx, {
        id: newId("member"),
        accountId: principal.accountId,
        address,
        role: input.role,
        status: "invited",
        expiresAt,
      });
      await recordAudit(
        tx,
        principal,
        "member.invited",
        { type: "member", id: member.id },
        { address, role: input.role, expiresAt: expiresAt.toISOString(), ...(replaced && { replaced }) },
      );
      const subject = { type: "member" as const, id: member.id, accountId: principal.accountId };
      const object = { type: "member", id: member.id };
      const limits = input.spendingLimits?.length
        ? await setSpendingLimits(tx, principal, subject, input.spendingLimits, object)
        : [];
      return { row: member, limits };
    });
    return memberView(row, now, limits);
  } catch (error) {
    if (isAddressTaken(error)) throw addressTaken(address);
    throw error;
  }
}
