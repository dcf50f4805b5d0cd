import type { z } from "zod";
import type { prepareTransactionBody } from "../../../contracts/transactions";
import type { DbOrTx } from "../../../db/client";
import { AppError } from "../../../errors";
import { prepareSwap } from "./prepare-swap";
import { prepareTransfer } from "./prepare-transfer";
import { resolveTransferRequest } from "./transfer-request";

/** The unsigned transaction(s) for the wallet to sign, and until when they can land. */
export async function prepareTransaction(db: DbOrTx, accountId: string, body: z.infer<typeof prepareTransactionBody>) {
  if (body.mode !== "wallet") {
    throw new AppError("INVALID_REQUEST", "Only wallet-mode transactions are prepared for signing", {
      mode: body.mode,
    });
  }
  const request = await resolveTransferRequest(db, accountId, body);
  return body.type === "swap" ? prepareSwap(db, request) : prepareTransfer(db, accountId, request);
}
