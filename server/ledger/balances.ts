import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import type { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assetByMint, assets } from "../assets";
import { destinationAccount } from "./build-transfer";
import { getConnection } from "./connection";

export type TokenHolding = {
  mint: string;
  symbol: string | null;
  balance: bigint;
  decimals: number;
  program: "spl-token" | "token-2022";
};

type ParsedHolding = { mint: string; tokenAmount: { amount: string; decimals: number } };

/** SOL, USDC and USDT always (zero when the wallet has no account), plus every Token-2022 holding (display only). */
export async function getWalletBalances(owner: PublicKey): Promise<{ sol: bigint; tokens: TokenHolding[] }> {
  const connection = getConnection();
  const [lamports, classic, token2022] = await Promise.all([
    connection.getBalance(owner),
    connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID }),
    connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_2022_PROGRAM_ID }),
  ]);
  const holdings = (accounts: typeof classic, program: TokenHolding["program"]) =>
    accounts.value.map(({ account }) => {
      const info = account.data.parsed.info as ParsedHolding;
      return {
        mint: info.mint,
        balance: BigInt(info.tokenAmount.amount),
        decimals: info.tokenAmount.decimals,
        program,
      };
    });
  const classicHoldings = holdings(classic, "spl-token");
  const stable = [assets.USDC, assets.USDT].map((asset) => ({
    mint: asset.mint,
    symbol: asset.symbol,
    decimals: asset.decimals,
    program: "spl-token" as const,
    balance: classicHoldings.filter((h) => h.mint === asset.mint).reduce((sum, h) => sum + h.balance, 0n),
  }));
  const display = holdings(token2022, "token-2022").map((h) => ({ ...h, symbol: assetByMint(h.mint)?.symbol ?? null }));
  return { sol: BigInt(lamports), tokens: [...stable, ...display] };
}

/**
 * What a wallet holds to pay with: its lamports and, for a token, the balance of its associated token account (0
 * when it has none), at confirmed.
 */
export async function spendableBalance(owner: PublicKey, asset: AssetSymbol): Promise<{ sol: bigint; token: bigint }> {
  const connection = getConnection();
  const sol = BigInt(await connection.getBalance(owner));
  if (asset === "SOL") return { sol, token: 0n };
  const token = await connection.getTokenAccountBalance(destinationAccount(asset, owner)).then(
    (r) => BigInt(r.value.amount),
    () => 0n,
  );
  return { sol, token };
}
