import type { PolicyView } from "../../contracts/policies";
import type { PolicyRow } from "../../db/queries/policies";

export function policyView(row: PolicyRow): PolicyView {
  return {
    policyId: row.id,
    name: row.name,
    match: row.match,
    effect: row.effect,
    approvals: row.effect === "require_approval" ? (row.approvals ?? 1) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
