import type { DbOrTx } from "../../db/client";
import { findLivePolicy } from "../../db/queries/policies";
import { policyView } from "./policy-view";
import { policyNotFound } from "./shared/policy-rules";

/** GET /v1/policies/{policyId}. */
export async function getPolicy(db: DbOrTx, accountId: string, policyId: string) {
  const row = await findLivePolicy(db, accountId, policyId);
  if (!row) throw policyNotFound(policyId);
  return policyView(row);
}
