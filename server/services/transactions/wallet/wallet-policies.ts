import type { AssetSymbol } from "../../../assets";
import type { Principal } from "../../../auth/principal";
import type { DbOrTx } from "../../../db/client";
import { evaluatePolicies, type PolicyPayment, type PolicyVerdict } from "../../policies/evaluate-policies";
import type { TransferRequest } from "./transfer-request";

/** A wallet payment as the policies see it: its transfers, in the quote's input asset (a swap's is the sender). */
export function walletPolicyPayment(type: string, request: TransferRequest): PolicyPayment {
  return {
    type,
    mode: "wallet",
    asset: request.quote.inputAsset as AssetSymbol,
    recipients: request.transfers.map((t) => ({ address: t.to.toBase58(), amount: t.amount })),
  };
}

/** A wallet payment checked against its account's policies (refused: 422 POLICY_REFUSED, thrown). */
export async function walletPolicyVerdict(
  db: DbOrTx,
  principal: Principal,
  type: string,
  request: TransferRequest,
): Promise<PolicyVerdict> {
  return evaluatePolicies(db, principal.accountId, walletPolicyPayment(type, request));
}
