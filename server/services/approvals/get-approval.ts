import type { Principal } from "../../auth/principal";
import type { DbOrTx } from "../../db/client";
import { decisionsOf, findApproval, makerNames } from "../../db/queries/approvals";
import { approvalView } from "./approval-view";
import { approvalNotFound } from "./shared/approval-rules";
import { deciderOf, identitiesOf } from "./shared/identities";

/**
 * GET /v1/approvals/{approvalId}: with every recipient and amount, what the approvers approve, and the caller's
 * part in it (maker, or decided already), judged as the decision itself judges it (shared/decide.ts).
 */
export async function getApproval(db: DbOrTx, principal: Principal, approvalId: string) {
  const row = await findApproval(db, principal.accountId, approvalId);
  if (!row) throw approvalNotFound(approvalId);
  const decisions = await decisionsOf(db, [row.id]);
  const caller = await identitiesOf(db, principal);
  const maker = new Set(row.maker.identities);
  const decider = deciderOf(caller);
  return {
    ...approvalView(row, decisions, true, await makerNames(db, principal.accountId, [row])),
    viewer: {
      isMaker: caller.identities.some((id) => maker.has(id)),
      hasDecided: decisions.some((d) => d.decider === decider),
    },
  };
}
