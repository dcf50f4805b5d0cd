import { maxPoliciesPerAccount } from "../../../contracts/policies";
import type { Tx } from "../../../db/client";
import { countLivePolicies } from "../../../db/queries/policies";
import { AppError } from "../../../errors";

export async function requireRoomForPolicy(tx: Tx, accountId: string): Promise<void> {
  if ((await countLivePolicies(tx, accountId)) >= maxPoliciesPerAccount) {
    throw new AppError(
      "TOO_MANY_POLICIES",
      `An account holds at most ${maxPoliciesPerAccount} policies; delete one or widen another`,
      { limit: maxPoliciesPerAccount },
    );
  }
}

export function policyNotFound(policyId: string): AppError {
  return new AppError("POLICY_NOT_FOUND", `No policy ${policyId} in this account`, { policyId });
}

/** How many approvals a policy asks for: none for refuse, else its own (1 when not given). */
export function approvalsOf(
  effect: "require_approval" | "refuse",
  approvals: number | null | undefined,
): number | null {
  return effect === "require_approval" ? (approvals ?? 1) : null;
}
