/** The assets the service moves. Mints are the mainnet addresses; the embedded devnet recreates them. */
export const assetSymbols = ["SOL", "USDC", "USDT"] as const;
export type AssetSymbol = (typeof assetSymbols)[number];

export type Asset = {
  symbol: AssetSymbol;
  name: string;
  mint: string;
  decimals: number;
  logoPath: string;
};

export const assets: Record<AssetSymbol, Asset> = {
  SOL: {
    symbol: "SOL",
    name: "Solana",
    mint: "So11111111111111111111111111111111111111112",
    decimals: 9,
    logoPath: "/tokens/sol.svg",
  },
  USDC: {
    symbol: "USDC",
    name: "USD Coin",
    mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
    decimals: 6,
    logoPath: "/tokens/usdc.svg",
  },
  USDT: {
    symbol: "USDT",
    name: "Tether USD",
    mint: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB",
    decimals: 6,
    logoPath: "/tokens/usdt.svg",
  },
};

export function isAssetSymbol(value: string): value is AssetSymbol {
  return (assetSymbols as readonly string[]).includes(value);
}

export function assetByMint(mint: string): Asset | undefined {
  return Object.values(assets).find((a) => a.mint === mint);
}
