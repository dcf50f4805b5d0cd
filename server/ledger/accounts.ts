import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import type { PublicKey } from "@solana/web3.js";
import pMap from "p-map";
import { getConnection } from "./connection";

/** Solana RPC nodes answer getMultipleAccounts for at most this many addresses. */
export const maxAccountsPerCall = 100;

const tokenPrograms = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID];

/** Calls in flight at once: enough to overlap the round trips, few enough not to be rate-limited. */
const callsInFlight = 4;

/** The accounts of `addresses` (null where none exists), asking at most 100 a call, a few calls at a time. */
export async function fetchAccounts(addresses: PublicKey[]) {
  const connection = getConnection();
  const chunks: PublicKey[][] = [];
  for (let i = 0; i < addresses.length; i += maxAccountsPerCall) {
    chunks.push(addresses.slice(i, i + maxAccountsPerCall));
  }
  const infos = await pMap(chunks, (chunk) => connection.getMultipleAccountsInfo(chunk), {
    concurrency: callsInFlight,
  });
  return infos.flat();
}

/** Whether an account (as read) is a token account, owned by a token program, rather than a wallet. */
export function isTokenAccount(account: { owner: PublicKey } | null | undefined): boolean {
  return account !== null && account !== undefined && tokenPrograms.some((program) => program.equals(account.owner));
}

/** Those of `addresses` that are token accounts (owned by a token program), not wallets. */
export async function tokenAccountsAmong(addresses: PublicKey[]): Promise<PublicKey[]> {
  const accounts = await fetchAccounts(addresses);
  return addresses.filter((_, i) => isTokenAccount(accounts[i]));
}

/** Lamports an account of `dataLength` bytes must hold to exist: fixed for the ledger's life. */
export async function rentExemptMinimum(dataLength: number): Promise<bigint> {
  return BigInt(await getConnection().getMinimumBalanceForRentExemption(dataLength));
}
