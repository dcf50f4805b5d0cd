import type { AssetSymbol } from "../../../assets";
import type { Principal } from "../../../auth/principal";
import type { Db } from "../../../db/client";
import type { ApprovalRow } from "../../../db/queries/approvals";
import type { ApprovalContent } from "../../approvals/shared/approval-rules";
import { requireApprovalOf, requireUsedApproval, requireWalletApproval } from "../../approvals/shared/wallet-approval";
import { evaluatePolicies } from "../../policies/evaluate-policies";
import type { TransferRequest } from "./transfer-request";

/**
 * A wallet payment as policies and approvals see it: its transfers in the quote's input asset (a swap's one
 * recipient is its sender, and what it receives is part of what is approved).
 */
export function walletPaymentContent(type: string, request: TransferRequest): ApprovalContent {
  const { quote } = request;
  return {
    type,
    mode: "wallet",
    sender: request.sender.toBase58(),
    asset: quote.inputAsset as AssetSymbol,
    ...(type === "swap" && { outputAsset: quote.outputAsset as AssetSymbol }),
    recipients: request.transfers.map((t) => ({ address: t.to.toBase58(), amount: t.amount })),
  };
}

/**
 * Prepare's check against the account's policies, before anything is built for the wallet to sign: refused (422
 * POLICY_REFUSED); held without an approval (409 APPROVAL_REQUIRED with details.approvalId, bound to exactly this
 * content); held with one, the approval to use once the prepare is built (spendApproval). Nothing to use: allowed.
 */
export async function checkWalletPolicies(
  db: Db,
  principal: Principal,
  type: string,
  request: TransferRequest,
  approvalId: string | undefined,
): Promise<ApprovalRow | undefined> {
  const content = walletPaymentContent(type, request);
  const verdict = await evaluatePolicies(db, principal.accountId, content);
  if (verdict.effect === "allow") return undefined;
  if (approvalId === undefined) return requireWalletApproval(db, principal, verdict, content);
  return requireApprovalOf(db, principal.accountId, approvalId, content, request.quote.id);
}

/** Create's check: refused, or held and its quote's prepare did not use an approval of this content (409). */
export async function requireWalletPolicies(db: Db, principal: Principal, type: string, request: TransferRequest) {
  const content = walletPaymentContent(type, request);
  const verdict = await evaluatePolicies(db, principal.accountId, content);
  if (verdict.effect === "allow") return;
  await requireUsedApproval(db, request.quote.id, verdict, content);
}
