import { assets } from "../../assets";

/** Logo URLs are absolute, on the origin the client called. */
export function listTokens(origin: string) {
  return {
    tokens: Object.values(assets).map((a) => ({
      symbol: a.symbol,
      name: a.name,
      mint: a.mint,
      decimals: a.decimals,
      logoUri: new URL(a.logoPath, origin).toString(),
    })),
  };
}
