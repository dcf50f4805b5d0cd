import { AccountLayout } from "@solana/spl-token";
import type { Commitment, PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assetSymbols } from "../assets";
import { maxAccountsPerCall } from "./accounts";
import { destinationAccount } from "./build-transfer";
import { getConnection } from "./connection";

export type DepositAccount = { asset: AssetSymbol; address: PublicKey };

/** Where money sent to an ephemeral address lands: the address itself for SOL, its token accounts otherwise. */
export function depositAccountsOf(ephemeral: PublicKey): DepositAccount[] {
  return assetSymbols.map((asset) => ({ asset, address: destinationAccount(asset, ephemeral) }));
}

/**
 * Balances of deposit accounts in base units (lamports for SOL, token units otherwise; 0 where no account is),
 * read at `commitment`, 100 addresses a call.
 */
export async function readDepositBalances(accounts: DepositAccount[], commitment: Commitment): Promise<bigint[]> {
  const connection = getConnection();
  const balances: bigint[] = [];
  for (let i = 0; i < accounts.length; i += maxAccountsPerCall) {
    const chunk = accounts.slice(i, i + maxAccountsPerCall);
    const infos = await connection.getMultipleAccountsInfo(
      chunk.map((a) => a.address),
      { commitment },
    );
    chunk.forEach((account, j) => {
      const info = infos[j];
      if (!info) balances.push(0n);
      else if (account.asset === "SOL") balances.push(BigInt(info.lamports));
      else balances.push(info.data.length >= AccountLayout.span ? AccountLayout.decode(info.data).amount : 0n);
    });
  }
  return balances;
}
