import type { DbOrTx } from "../../db/client";
import { livePoliciesOf } from "../../db/queries/policies";
import { policyView } from "./policy-view";

/** GET /v1/policies: every policy of the account, oldest first (a bounded list: maxPoliciesPerAccount). */
export async function listPolicies(db: DbOrTx, accountId: string) {
  return { policies: (await livePoliciesOf(db, accountId)).map(policyView) };
}
