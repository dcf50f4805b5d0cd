import { parseAmount } from "../../server/money";
import { convertUnits } from "../../server/pricing/convert";
import { tokenAccountRentLamports } from "../../server/pricing/fees";
import { referencePrices } from "../../server/pricing/reference-prices";

/** A decimal USDC amount in base units. */
export const units = (text: string) => {
  const parsed = parseAmount(text, 6);
  if (!parsed.ok) throw new Error(`bad amount ${text}`);
  return parsed.units;
};

/** A new token account's rent in USDC, as the service charges it (rounded up). */
export const rentInUsdc = () => convertUnits(tokenAccountRentLamports, "SOL", "USDC", referencePrices(), "up");
