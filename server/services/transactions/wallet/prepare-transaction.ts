import type { z } from "zod";
import type { Principal } from "../../../auth/principal";
import type { prepareTransactionBody } from "../../../contracts/transactions";
import type { Db } from "../../../db/client";
import { AppError } from "../../../errors";
import { spendApproval } from "../../approvals/shared/wallet-approval";
import { chargeWalletLimitsIn } from "./charge-limits";
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
  // Charged once built, and a held payment's approval spent with the charge (both or neither): a prepare that fails
  // for another reason uses none of the day's limit and leaves the approval to use.
  if (body.type !== "swap" || approval) {
    await db.transaction(async (tx) => {
      if (body.type !== "swap") await chargeWalletLimitsIn(tx, principal, body.type, request);
      if (approval) await spendApproval(tx, approval, request.quote.id);
    });
  }
  return prepared;
}
