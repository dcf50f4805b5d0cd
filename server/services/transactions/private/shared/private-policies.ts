import type { Principal } from "../../../../auth/principal";
import type { DbOrTx } from "../../../../db/client";
import { evaluatePolicies, type PolicyVerdict } from "../../../policies/evaluate-policies";
import type { PrivateRequest } from "./resolve-private-request";

/**
 * A private payment checked against its account's policies (refused: 422 POLICY_REFUSED, thrown): its legs are
 * paid in the quote's output asset.
 */
export async function privatePolicyVerdict(
  db: DbOrTx,
  principal: Principal,
  type: string,
  request: PrivateRequest,
): Promise<PolicyVerdict> {
  return evaluatePolicies(db, principal.accountId, {
    type,
    mode: "private",
    asset: request.quote.outputAsset,
    recipients: request.legs.map((l) => ({ address: l.to.toBase58(), amount: l.amount })),
  });
}
