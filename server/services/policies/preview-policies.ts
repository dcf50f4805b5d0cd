import type { DbOrTx } from "../../db/client";
import { isAppError } from "../../errors";
import { evaluatePolicies, type PolicyPayment } from "./evaluate-policies";

export type PolicyPreview =
  | { effect: "allow" }
  | { effect: "refuse"; policyId: string; name: string }
  | { effect: "require_approval"; policyId: string; name: string; required: number };

/**
 * What the account's policies would say of a payment before it is made (the payroll page says it before the upload
 * is sent): the same evaluation a create runs, a refusal read as an answer instead of thrown.
 */
export async function previewPolicies(db: DbOrTx, accountId: string, payment: PolicyPayment): Promise<PolicyPreview> {
  try {
    const verdict = await evaluatePolicies(db, accountId, payment);
    if (verdict.effect === "allow") return verdict;
    return { effect: verdict.effect, policyId: verdict.policyId, name: verdict.policyName, required: verdict.required };
  } catch (error) {
    if (!isAppError(error) || error.code !== "POLICY_REFUSED") throw error;
    return { effect: "refuse", policyId: String(error.details.policyId), name: String(error.details.name) };
  }
}
