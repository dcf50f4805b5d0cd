import { assets } from "../../assets";
import type { FeeDetails } from "../../contracts/quotes";
import type { QuoteRow } from "../../db/queries/quotes";
import { formatAmount } from "../../money";
import { tokenAccountRentLamports } from "../../pricing";

const sol = (lamports: bigint) => formatAmount(lamports, assets.SOL.decimals);

/**
 * Each cost of a quote in the asset that pays it. A wallet-mode send's sender pays the network and any new token
 * account's rent in SOL from its wallet (docs/decisions.md, "A wallet-mode send of a token"); elsewhere they are in
 * `fee`, in the input asset. A private quote's per-account rent is converted at the rate its network fee was
 * (rounded up, so never below what create will ask), since the quote keeps no price.
 */
export function feeDetails(row: QuoteRow): FeeDetails {
  const lamports = row.feeNetworkLamports ?? 0n;
  const isSwap = row.inputAsset !== row.outputAsset;
  const fromWallet = row.mode === "wallet" && !isSwap && row.inputAsset !== "SOL";
  const networkFee = fromWallet
    ? { amount: sol(lamports), asset: "SOL" as const, paidBy: "sender_wallet" as const }
    : {
        amount: formatAmount(row.feeNetwork, assets[row.inputAsset].decimals),
        asset: row.inputAsset,
        paidBy: "fee" as const,
      };
  return { networkFee, perNewTokenAccount: perNewTokenAccount(row, isSwap, lamports) };
}

function perNewTokenAccount(row: QuoteRow, isSwap: boolean, lamports: bigint): FeeDetails["perNewTokenAccount"] {
  if (row.inputAsset === "SOL" || isSwap) return null;
  if (row.mode === "wallet") return { amount: sol(tokenAccountRentLamports), asset: "SOL", paidBy: "sender_wallet" };
  if (lamports === 0n) return null;
  const units = (tokenAccountRentLamports * row.feeNetwork + lamports - 1n) / lamports;
  return { amount: formatAmount(units, assets[row.inputAsset].decimals), asset: row.inputAsset, paidBy: "deposit" };
}
