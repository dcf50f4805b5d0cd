import type { z } from "zod";
import type { Principal } from "../../../auth/principal";
import type { prepareTransactionBody } from "../../../contracts/transactions";
import type { Db } from "../../../db/client";
import { AppError } from "../../../errors";
import { spendApproval } from "../../approvals/shared/wallet-approval";
import { chargeWalletLimits } from "./charge-limits";
import { prepareSwap } from "./prepare-swap";
import { prepareTransfer } from "./prepare-transfer";
import { resolveTransferRequest } from "./transfer-request";
import { checkWalletPolicies } from "./wallet-policies";

/**
 * The unsigned transaction(s) for the wallet to sign, and until when they can land. A payment the account's policies
 * refuse or hold is answered before anything is built (wallet-policies.ts); held, it is prepared only with an
 * approved approvalId of exactly its content, used once. A send or payroll is counted against the caller's spending
 * limits before it is answered: nothing over a limit is handed to the wallet.
 */
export async function prepareTransaction(db: Db, principal: Principal, body: z.infer<typeof prepareTransactionBody>) {
  const { accountId } = principal;
  if (body.mode !== "wallet") {
    throw new AppError("INVALID_REQUEST", "Only wallet-mode transactions are prepared for signing", {
      mode: body.mode,
    });
  }
  const request = await resolveTransferRequest(db, accountId, body);
  const approval = await checkWalletPolicies(db, principal, body.type, request, body.approvalId);
  const prepared =
    body.type === "swap" ? await prepareSwap(db, request) : await prepareTransfer(db, accountId, request);
  // Charged once built: a prepare that fails for another reason uses none of the day's limit.
  if (body.type !== "swap") await chargeWalletLimits(db, principal, body.type, request);
  // Used last, once everything else passed: a prepare refused for another reason leaves the approval to use.
  if (approval) await spendApproval(db, approval, request.quote.id);
  return prepared;
}
