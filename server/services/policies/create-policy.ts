import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { createPolicyBody } from "../../contracts/policies";
import type { Db } from "../../db/client";
import { lockAccountMembers } from "../../db/queries/members";
import { insertPolicy } from "../../db/queries/policies";
import { newId } from "../../ids";
import { recordAudit } from "../audit-log/record-audit";
import { policyView } from "./policy-view";
import { approvalsOf, requireRoomForPolicy } from "./shared/policy-rules";

/** POST /v1/policies: a new policy, checked against every payment of the account from now on; audited. */
export async function createPolicy(db: Db, principal: Principal, input: z.infer<typeof createPolicyBody>) {
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    // One account's adds run one at a time, so two cannot both pass the room check.
    await lockAccountMembers(tx, principal.accountId);
    await requireRoomForPolicy(tx, principal.accountId);
    const row = await insertPolicy(tx, {
      id: newId("policy"),
      accountId: principal.accountId,
      name: input.name,
      match: input.match,
      effect: input.effect,
      approvals: approvalsOf(input.effect, input.approvals),
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      principal,
      "policy.created",
      { type: "policy", id: row.id },
      { name: row.name, match: row.match, effect: row.effect, approvals: row.approvals },
    );
    return row;
  });
  return policyView(row);
}
