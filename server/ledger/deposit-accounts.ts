import { AccountLayout } from "@solana/spl-token";
import type { Commitment, PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assetSymbols } from "../assets";
import { fetchAccounts } from "./accounts";
import { destinationAccount } from "./build-transfer";

export type DepositAccount = { asset: AssetSymbol; address: PublicKey };

/** Where money sent to an ephemeral address lands: the address itself for SOL, its token accounts otherwise. */
export function depositAccountsOf(ephemeral: PublicKey): DepositAccount[] {
  return assetSymbols.map((asset) => ({ asset, address: destinationAccount(asset, ephemeral) }));
}

/**
 * Balances of deposit accounts in base units (lamports for SOL, token units otherwise; 0 where no account is),
 * read at `commitment`, 100 addresses a call, a few calls at a time.
 */
export async function readDepositBalances(accounts: DepositAccount[], commitment: Commitment): Promise<bigint[]> {
  const infos = await fetchAccounts(
    accounts.map((a) => a.address),
    commitment,
  );
  return accounts.map((account, i) => {
    const info = infos[i];
    if (!info) return 0n;
    if (account.asset === "SOL") return BigInt(info.lamports);
    return info.data.length >= AccountLayout.span ? AccountLayout.decode(info.data).amount : 0n;
  });
}
