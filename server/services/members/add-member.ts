import type { MemberRole } from "../../auth/roles";
import type { Db } from "../../db/client";
import { insertAuditEvent } from "../../db/queries/audit-events";
import { insertMember, lockAccountMembers } from "../../db/queries/members";
import { newId } from "../../ids";
import type { Principal } from "../api-keys/authenticate-api-key";
import { memberView } from "./member-view";
import {
  addressTaken,
  isAddressTaken,
  type RequestFacts,
  requireRoomForMember,
  requireWalletAddress,
} from "./shared/member-rules";

/** An admin adds a person by wallet address; the audit event is written with the row. */
export async function addMember(
  db: Db,
  principal: Principal,
  input: { address: string; role: MemberRole },
  facts: RequestFacts,
) {
  const address = requireWalletAddress(input.address);
  try {
    const row = await db.transaction(async (tx) => {
      await lockAccountMembers(tx, principal.accountId);
      await requireRoomForMember(tx, principal.accountId);
      const member = await insertMember(tx, {
        id: newId("member"),
        accountId: principal.accountId,
        address,
        role: input.role,
      });
      await insertAuditEvent(tx, {
        accountId: principal.accountId,
        actor: principal.actor,
        action: "member.added",
        object: { type: "member", id: member.id },
        details: { address, role: input.role },
        ...facts,
      });
      return member;
    });
    return memberView(row);
  } catch (error) {
    if (isAddressTaken(error)) throw addressTaken(address);
    throw error;
  }
}
