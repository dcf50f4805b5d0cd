import type { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../../../assets";
import { AppError } from "../../../errors";
import { spendableBalance } from "../../../ledger/balances";
import { formatAmount } from "../../../money";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../../pricing";

/**
 * What a wallet-mode sender pays in SOL besides the amount: a fee per signature, the priority fee its transactions
 * offer (lamports, all of them together), and the rent of new token accounts.
 */
export function senderSolCosts(signatures: number, newTokenAccounts: number, priorityFee = 0n) {
  const networkFee = lamportsPerSignature * BigInt(signatures) + priorityFee;
  const tokenAccountRent = tokenAccountRentLamports * BigInt(newTokenAccounts);
  return { networkFee, tokenAccountRent, total: networkFee + tokenAccountRent };
}

/** The same costs as decimal SOL on the wire, with who pays them: the sender, the fee payer of what it signs. */
export function senderCostsView(signatures: number, newTokenAccounts: number, priorityFee = 0n) {
  const costs = senderSolCosts(signatures, newTokenAccounts, priorityFee);
  const sol = (units: bigint) => formatAmount(units, assets.SOL.decimals);
  return {
    asset: "SOL" as const,
    payer: "sender" as const,
    networkFee: sol(costs.networkFee),
    tokenAccountRent: sol(costs.tokenAccountRent),
    tokenAccountsCreated: newTokenAccounts,
    total: sol(costs.total),
  };
}

type PerAsset = Partial<Record<AssetSymbol, bigint>>;

const decimalsOf = (units: PerAsset) =>
  Object.fromEntries(
    Object.entries(units).map(([asset, value]) => [asset, formatAmount(value, assets[asset as AssetSymbol].decimals)]),
  );

/**
 * INSUFFICIENT_BALANCE before anything is signed (prepare) or broadcast (create): `details.required` and
 * `details.available` are decimal strings per asset, the SOL one counting the network fee and the rent of the token
 * accounts the sender opens, so a client sees every shortfall at once.
 */
export async function checkSenderBalance(
  sender: PublicKey,
  asset: AssetSymbol,
  amount: bigint,
  signatures: number,
  newTokenAccounts: number,
  priorityFee = 0n,
): Promise<void> {
  const sol = senderSolCosts(signatures, newTokenAccounts, priorityFee).total + (asset === "SOL" ? amount : 0n);
  const required: PerAsset = asset === "SOL" ? { SOL: sol } : { [asset]: amount, SOL: sol };
  const holds = await spendableBalance(sender, asset);
  const available: PerAsset = asset === "SOL" ? { SOL: holds.sol } : { SOL: holds.sol, [asset]: holds.token };
  const short = (Object.keys(required) as AssetSymbol[]).filter((a) => (available[a] ?? 0n) < (required[a] ?? 0n));
  if (short.length === 0) return;
  const needed = decimalsOf(required);
  const held = decimalsOf(available);
  const lines = short.map((a) => {
    const why = a === "SOL" && asset !== "SOL" ? " (network fee and rent)" : "";
    return `needs ${needed[a]} ${a}${why} and holds ${held[a] ?? "0"}`;
  });
  throw new AppError("INSUFFICIENT_BALANCE", `The sender cannot pay: it ${lines.join("; it ")}`, {
    required: needed,
    available: held,
    short,
  });
}
