import type { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../../../assets";
import { AppError } from "../../../errors";
import { destinationAccount } from "../../../ledger/build-transfer";
import { getConnection } from "../../../ledger/connection";
import { formatAmount } from "../../../money";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../../pricing";

const text = (units: bigint, asset: AssetSymbol) => `${formatAmount(units, assets[asset].decimals)} ${asset}`;

/** INSUFFICIENT_BALANCE, with what is required and what is there, before anything is broadcast. */
export async function checkSenderBalance(
  sender: PublicKey,
  asset: AssetSymbol,
  amount: bigint,
  signatures: number,
  newTokenAccounts: number,
): Promise<void> {
  const connection = getConnection();
  const fees = lamportsPerSignature * BigInt(signatures) + tokenAccountRentLamports * BigInt(newTokenAccounts);
  const lamports = BigInt(await connection.getBalance(sender));
  if (asset === "SOL") {
    if (lamports < amount + fees) {
      throw new AppError("INSUFFICIENT_BALANCE", "The sender cannot pay the amount and the network fee", {
        required: text(amount + fees, "SOL"),
        available: text(lamports, "SOL"),
      });
    }
    return;
  }
  const account = destinationAccount(asset, sender);
  const tokens = await connection.getTokenAccountBalance(account).then(
    (r) => BigInt(r.value.amount),
    () => 0n,
  );
  if (tokens < amount) {
    throw new AppError("INSUFFICIENT_BALANCE", `The sender has not enough ${asset}`, {
      required: text(amount, asset),
      available: text(tokens, asset),
    });
  }
  if (lamports < fees) {
    throw new AppError("INSUFFICIENT_BALANCE", "The sender cannot pay the network fee in SOL", {
      required: text(fees, "SOL"),
      available: text(lamports, "SOL"),
    });
  }
}
