import { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assetSymbols } from "../../assets";
import { finalizedSignatures } from "../../ledger/address-signatures";
import { type BalanceDeltas, deltaKey } from "../../ledger/balance-deltas";
import { destinationAccount } from "../../ledger/build-transfer";
import { type LandedTransaction, lamportDelta, readLanded, unitDelta } from "../../ledger/landed-transactions";
import type { ReadLanded } from "../books/move-costs";
import type { Finding } from "./finding";

/** Signatures of one pool account read at most (as the wallet books read). */
const maxHistory = 1_000_000;

/** Where the pool holds each asset: a wallet itself for SOL, its associated token account otherwise. */
export type PoolAccount = { wallet: string; asset: AssetSymbol; address: string };

/**
 * The accounts the pool's books count, the ones the service pays from and reads its balances of (inventory.ts,
 * balancesOf). Anyone may open another token account owned by a pool wallet; what it holds is not counted.
 */
export function poolAccounts(pool: PublicKey[]): PoolAccount[] {
  return pool.flatMap((wallet) =>
    assetSymbols.map((asset) => ({
      wallet: wallet.toBase58(),
      asset,
      address: (asset === "SOL" ? wallet : destinationAccount(asset, wallet)).toBase58(),
    })),
  );
}

/** How a landed transaction changed the pool's accounts, as `wallet:asset` -> base units (lamports for SOL). */
export function poolDeltas(landed: LandedTransaction, accounts: PoolAccount[]): BalanceDeltas {
  const deltas: BalanceDeltas = new Map();
  for (const { wallet, asset, address } of accounts) {
    const change = asset === "SOL" ? lamportDelta(landed, address) : unitDelta(landed, address);
    if (change !== 0n) deltas.set(deltaKey(wallet, asset), change);
  }
  return deltas;
}

/**
 * Every transaction that touched one of the pool's accounts, at finalized. Read before the moves' records: a move
 * is recorded before it is sent, so each signature seen here already has its record.
 */
export async function poolHistory(accounts: PoolAccount[]): Promise<Set<string>> {
  const signatures = new Set<string>();
  for (const { address } of accounts) {
    const listed = await finalizedSignatures(new PublicKey(address), maxHistory);
    if (!listed) throw new Error(`the history of pool account ${address} is longer than ${maxHistory}`);
    for (const { signature } of listed) signatures.add(signature);
  }
  return signatures;
}

/**
 * What reached the pool's accounts outside the service's recorded moves: the transactions of the pool's `history`
 * that no move signed (`recorded`). Anyone may send a wallet dust, as a chain observer does to see what moves; that
 * is money in, counted with what the pool holds, not a hole in the books. A pool account that lost anything in such
 * a transaction is a finding: only the service signs for it.
 */
export async function unrecordedPoolInflows(
  accounts: PoolAccount[],
  history: Set<string>,
  recorded: Set<string>,
  read: ReadLanded = readLanded,
) {
  const inflows = new Map<string, bigint>();
  const findings: Finding[] = [];
  for (const signature of history) {
    if (recorded.has(signature)) continue;
    const landed = await read(signature);
    const ours = landed ? [...poolDeltas(landed, accounts)] : [];
    const lost = ours.filter(([, amount]) => amount < 0n);
    for (const [key, amount] of lost) {
      findings.push({ check: `${key} in ${signature}, no recorded move`, expected: "0", found: amount.toString() });
    }
    if (lost.length === 0) for (const [key, amount] of ours) inflows.set(key, (inflows.get(key) ?? 0n) + amount);
  }
  return { inflows, findings };
}
