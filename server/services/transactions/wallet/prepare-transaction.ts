import type { z } from "zod";
import type { Principal } from "../../../auth/principal";
import type { prepareTransactionBody } from "../../../contracts/transactions";
import type { Db } from "../../../db/client";
import { AppError } from "../../../errors";
import { chargeWalletLimits } from "./charge-limits";
import { prepareSwap } from "./prepare-swap";
import { prepareTransfer } from "./prepare-transfer";
import { resolveTransferRequest } from "./transfer-request";
import { walletPolicyVerdict } from "./wallet-policies";

/**
 * The unsigned transaction(s) for the wallet to sign, and until when they can land. A send or payroll is counted
 * against the caller's spending limits before it is answered: nothing over a limit is handed to the wallet.
 */
export async function prepareTransaction(db: Db, principal: Principal, body: z.infer<typeof prepareTransactionBody>) {
  const { accountId } = principal;
  if (body.mode !== "wallet") {
    throw new AppError("INVALID_REQUEST", "Only wallet-mode transactions are prepared for signing", {
      mode: body.mode,
    });
  }
  const request = await resolveTransferRequest(db, accountId, body);
  const verdict = await walletPolicyVerdict(db, principal, body.type, request);
  if (verdict.effect !== "allow") {
    throw new AppError(
      "APPROVAL_REQUIRED",
      `The account's policy "${verdict.policyName}" holds this payment for approval`,
      {
        policyId: verdict.policyId,
        name: verdict.policyName,
        required: verdict.required,
      },
    );
  }
  if (body.type === "swap") return prepareSwap(db, request);
  const prepared = await prepareTransfer(db, accountId, request);
  // Charged once built: a prepare that fails for another reason uses none of the day's limit.
  await chargeWalletLimits(db, principal, body.type, request);
  return prepared;
}
