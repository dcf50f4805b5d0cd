import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { deletePolicy as markDeleted } from "../../db/queries/policies";
import { recordAudit } from "../audit-log/record-audit";
import { policyNotFound } from "./shared/policy-rules";

/**
 * DELETE /v1/policies/{policyId}: no payment is checked against it from now on. Its row stays (deleted), so the
 * approvals and audit events naming it still read; a payment it already holds still waits for its approvals.
 */
export async function deletePolicy(db: Db, principal: Principal, policyId: string) {
  await db.transaction(async (tx) => {
    const row = await markDeleted(tx, principal.accountId, policyId, new Date());
    if (!row) throw policyNotFound(policyId);
    await recordAudit(tx, principal, "policy.deleted", { type: "policy", id: row.id }, { name: row.name });
  });
  return { policyId, deleted: true as const };
}
