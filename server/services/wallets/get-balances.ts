import { assets } from "../../assets";
import { AppError } from "../../errors";
import { parseAddress } from "../../ledger/address";
import { getWalletBalances } from "../../ledger/balances";
import { formatAmount } from "../../money";

export function requireAddress(text: string, field = "address") {
  const key = parseAddress(text);
  if (!key) {
    throw new AppError("INVALID_ADDRESS", `${field} is not a ledger address (base58 of 32 bytes)`, { [field]: text });
  }
  return key;
}

/** Any address may be asked about: SOL, USDC and USDT always, and every Token-2022 holding. */
export async function getBalances(addressText: string) {
  const owner = requireAddress(addressText);
  const { sol, tokens } = await getWalletBalances(owner);
  return {
    address: owner.toBase58(),
    sol: formatAmount(sol, assets.SOL.decimals),
    tokens: tokens.map((t) => ({
      mint: t.mint,
      symbol: t.symbol,
      balance: formatAmount(t.balance, t.decimals),
      decimals: t.decimals,
    })),
  };
}
