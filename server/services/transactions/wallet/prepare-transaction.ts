import { PACKET_DATA_SIZE } from "@solana/web3.js";
import type { z } from "zod";
import type { prepareTransactionBody } from "../../../contracts/transactions";
import type { DbOrTx } from "../../../db/client";
import { AppError } from "../../../errors";
import { buildSwap } from "../../../ledger/build-swap";
import { buildTransfer, transfersThatFit, wireSize } from "../../../ledger/build-transfer";
import { loadTreasury } from "../../../ledger/treasury";
import { swapLegs } from "./swap-terms";
import { resolveTransferRequest } from "./transfer-request";

/** The unsigned transaction for the wallet to sign, and until when it can land. */
export async function prepareTransaction(db: DbOrTx, accountId: string, body: z.infer<typeof prepareTransactionBody>) {
  if (body.mode !== "wallet") {
    throw new AppError("INVALID_REQUEST", "Only wallet-mode transactions are prepared for signing", {
      mode: body.mode,
    });
  }
  const request = await resolveTransferRequest(db, accountId, body);
  if (body.type === "swap") {
    const swap = await buildSwap(request.sender, loadTreasury(), ...swapLegs(request.quote));
    return {
      transaction: Buffer.from(swap.transaction.serialize()).toString("base64"),
      lastValidBlockHeight: swap.lastValidBlockHeight,
      recipientsNeedingAta: 0,
    };
  }
  const built = await buildTransfer(request.sender, request.quote.inputAsset, request.transfers);
  if (wireSize(built.transaction) > PACKET_DATA_SIZE) {
    const fit = transfersThatFit(request.sender, request.quote.inputAsset, request.transfers);
    throw new AppError(
      "INVALID_REQUEST",
      `${request.transfers.length} recipients do not fit one ledger transaction (at most ${fit} do); split the payroll, or use private mode, which takes any number`,
      { recipients: request.transfers.length, maxRecipients: fit, limitBytes: PACKET_DATA_SIZE },
    );
  }
  return {
    transaction: Buffer.from(built.transaction.serialize()).toString("base64"),
    lastValidBlockHeight: built.lastValidBlockHeight,
    recipientsNeedingAta: built.recipientsNeedingAta,
  };
}
