import type { PublicKey } from "@solana/web3.js";
import { assetSymbols } from "../../assets";
import { finalizedSignatures } from "../../ledger/address-signatures";
import { balanceDeltas } from "../../ledger/balance-deltas";
import { destinationAccount } from "../../ledger/build-transfer";
import type { Finding } from "./finding";

/** Signatures of one pool account read at most (as the wallet books read). */
const maxHistory = 1_000_000;

/**
 * Every transaction that touched a pool wallet or one of its token accounts, at finalized. Read before the moves'
 * records: a move is recorded before it is sent, so each signature seen here already has its record.
 */
export async function poolHistory(pool: PublicKey[]): Promise<Set<string>> {
  const addresses = pool.flatMap((wallet) => [
    wallet,
    ...assetSymbols.filter((asset) => asset !== "SOL").map((asset) => destinationAccount(asset, wallet)),
  ]);
  const signatures = new Set<string>();
  for (const address of addresses) {
    const listed = await finalizedSignatures(address, maxHistory);
    if (!listed) throw new Error(`the history of pool account ${address.toBase58()} is longer than ${maxHistory}`);
    for (const { signature } of listed) signatures.add(signature);
  }
  return signatures;
}

/**
 * What reached the pool wallets outside the service's recorded moves: the transactions of the pool's `history`
 * that no move signed (`recorded`). Anyone may send a wallet dust, as a chain observer does to see what moves; that
 * is money in, counted with what the pool holds, not a hole in the books. A pool wallet that lost anything in such
 * a transaction is a finding: only the service signs for it.
 */
export async function unrecordedPoolInflows(pool: PublicKey[], history: Set<string>, recorded: Set<string>) {
  const owners = new Set(pool.map((w) => w.toBase58()));
  const inflows = new Map<string, bigint>();
  const findings: Finding[] = [];
  for (const signature of history) {
    if (recorded.has(signature)) continue;
    const deltas = await balanceDeltas(signature);
    const ours = [...(deltas ?? [])].filter(([key]) => owners.has(key.slice(0, key.indexOf(":"))));
    const lost = ours.filter(([, amount]) => amount < 0n);
    for (const [key, amount] of lost) {
      findings.push({ check: `${key} in ${signature}, no recorded move`, expected: "0", found: amount.toString() });
    }
    if (lost.length === 0) for (const [key, amount] of ours) inflows.set(key, (inflows.get(key) ?? 0n) + amount);
  }
  return { inflows, findings };
}
