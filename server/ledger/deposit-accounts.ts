import { AccountLayout } from "@solana/spl-token";
import type { Commitment, PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assetSymbols } from "../assets";
import { destinationAccount } from "./build-transfer";
import { readRawAccounts } from "./raw-accounts";

export type DepositAccount = { asset: AssetSymbol; address: PublicKey };

/** Where money sent to an ephemeral address lands: the address itself for SOL, its token accounts otherwise. */
export function depositAccountsOf(ephemeral: PublicKey): DepositAccount[] {
  return assetSymbols.map((asset) => ({ asset, address: destinationAccount(asset, ephemeral) }));
}

/**
 * Balances of deposit accounts (by base58 address) in base units (lamports for SOL, token units otherwise; 0 where no
 * account is), read at `commitment`.
 */
export async function readDepositBalances(
  accounts: { asset: AssetSymbol; address: string }[],
  commitment: Commitment,
): Promise<bigint[]> {
  const infos = await readRawAccounts(
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
