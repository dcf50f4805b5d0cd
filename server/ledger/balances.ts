import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import type { PublicKey } from "@solana/web3.js";
import { assetByMint, assets } from "../assets";
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
