import { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../assets";
import { getConnection } from "./connection";
import { accountKeys } from "./landed-transactions";

/** Signatures read at most (one call): a deposit account is fresh and short-lived. */
const maxSignatures = 1_000;

/**
 * What a deposit account held at `moment`, by the block times of the transactions that touched it on the confirmed
 * chain: its balance after the last one whose block is at or before `moment`, 0 when none is. A transaction without
 * a block time counts as after, and so does everything past the newest 1,000 transactions: a flood of later
 * transactions makes a deposit count as late (refunded), never as in time on a guess.
 */
export async function depositBalanceAt(asset: AssetSymbol, address: string, moment: Date): Promise<bigint> {
  const connection = getConnection();
  const signatures = await connection.getSignaturesForAddress(
    new PublicKey(address),
    { limit: maxSignatures },
    "confirmed",
  );
  const last = signatures.find((s) => !s.err && s.blockTime != null && s.blockTime * 1000 <= moment.getTime());
  if (!last) return 0n;
  const landed = await connection.getTransaction(last.signature, {
    maxSupportedTransactionVersion: 0,
    commitment: "confirmed",
  });
  const index = landed?.meta ? accountKeys(landed).indexOf(address) : -1;
  if (!landed?.meta || index < 0) return 0n;
  if (asset === "SOL") return BigInt(landed.meta.postBalances[index] ?? 0);
  const { mint } = assets[asset];
  const balance = landed.meta.postTokenBalances?.find((b) => b.accountIndex === index && b.mint === mint);
  return BigInt(balance?.uiTokenAmount.amount ?? "0");
}
