import { PACKET_DATA_SIZE } from "@solana/web3.js";
import type { AssetSymbol } from "../../../assets";
import { AppError } from "../../../errors";
import { maxTransfersPerTransaction } from "../../../ledger/build-transfer";

/** A wallet-mode payroll larger than one ledger transaction, with how many recipients do fit. */
export function tooManyRecipients(recipients: number, asset: AssetSymbol): AppError {
  const fit = maxTransfersPerTransaction(asset);
  return new AppError(
    "INVALID_REQUEST",
    `${recipients} recipients do not fit one ledger transaction (at most ${fit} ${asset} transfers do); split the payroll, or use private mode, which takes any number`,
    { recipients, maxRecipients: fit, limitBytes: PACKET_DATA_SIZE },
  );
}
