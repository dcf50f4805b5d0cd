import type { AssetSymbol } from "../assets";
import { type LandedTransaction, readLanded } from "./landed-transactions";

/** How a landed transaction changed each wallet's holdings: `owner:asset` -> base units (SOL by account). */
export type BalanceDeltas = Map<string, bigint>;

export const deltaKey = (owner: string, asset: AssetSymbol) => `${owner}:${asset}`;

/** The balance changes of a landed transaction, from the ledger's own pre and post balances. */
export function deltasOf(landed: LandedTransaction): BalanceDeltas {
  const deltas: BalanceDeltas = new Map();
  const add = (key: string, amount: bigint) => deltas.set(key, (deltas.get(key) ?? 0n) + amount);
  for (const [account, change] of landed.lamports) {
    if (change.post !== change.pre) add(deltaKey(account, "SOL"), change.post - change.pre);
  }
  for (const change of landed.tokenAccounts.values()) {
    if (change.asset && change.owner) add(deltaKey(change.owner, change.asset), change.units.post - change.units.pre);
  }
  return deltas;
}

/**
 * The balance changes of a finalized transaction (undefined if not found), read by `read` (a run of the books passes
 * its reader, which reads each transaction once).
 */
export async function balanceDeltas(
  signature: string,
  read: (signature: string) => Promise<LandedTransaction | undefined> = readLanded,
): Promise<BalanceDeltas | undefined> {
  const landed = await read(signature);
  return landed && deltasOf(landed);
}
