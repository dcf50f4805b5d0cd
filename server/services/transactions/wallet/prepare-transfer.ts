import { PACKET_DATA_SIZE } from "@solana/web3.js";
import { buildTransfer, wireSize } from "../../../ledger/build-transfer";
import { tooManyRecipients } from "./too-many-recipients";
import type { TransferRequest } from "./transfer-request";

/** The unsigned send or payroll for the wallet to sign, if it fits one ledger transaction. */
export async function prepareTransfer(request: TransferRequest) {
  const asset = request.quote.inputAsset;
  const built = await buildTransfer(request.sender, asset, request.transfers).catch(() => undefined);
  if (!built || wireSize(built.transaction) > PACKET_DATA_SIZE)
    throw tooManyRecipients(request.transfers.length, asset);
  return {
    transaction: Buffer.from(built.transaction.serialize()).toString("base64"),
    lastValidBlockHeight: built.lastValidBlockHeight,
    recipientsNeedingAta: built.recipientsNeedingAta,
  };
}
