import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { updatePolicyBody } from "../../contracts/policies";
import type { Db } from "../../db/client";
import { findLivePolicy, updatePolicy as writeChange } from "../../db/queries/policies";
import { AppError } from "../../errors";
import { recordAudit } from "../audit-log/record-audit";
import { policyView } from "./policy-view";
import { approvalsOf, policyNotFound } from "./shared/policy-rules";

/**
 * PATCH /v1/policies/{policyId}: the change counts for payments made from now on. A payment already waiting keeps
 * the requirement it was held with (docs/decisions.md): an approval copies it when it is made.
 */
export async function updatePolicy(
  db: Db,
  principal: Principal,
  policyId: string,
  input: z.infer<typeof updatePolicyBody>,
) {
  const row = await db.transaction(async (tx) => {
    const before = await findLivePolicy(tx, principal.accountId, policyId);
    if (!before) throw policyNotFound(policyId);
    const effect = input.effect ?? before.effect;
    if (effect === "refuse" && input.approvals !== undefined) {
      const message = "approvals is only for effect require_approval";
      throw new AppError("INVALID_REQUEST", `Invalid request body: approvals: ${message}`, {
        issues: [{ path: "approvals", message }],
      });
    }
    const approvals = approvalsOf(effect, input.approvals ?? before.approvals);
    const row = await writeChange(
      tx,
      before.id,
      {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.match !== undefined && { match: input.match }),
        effect,
        approvals,
      },
      new Date(),
    );
    if (!row) throw policyNotFound(policyId);
    await recordAudit(
      tx,
      principal,
      "policy.updated",
      { type: "policy", id: row.id },
      {
        before: { name: before.name, match: before.match, effect: before.effect, approvals: before.approvals },
        after: { name: row.name, match: row.match, effect: row.effect, approvals: row.approvals },
      },
    );
    return row;
  });
  return policyView(row);
}
