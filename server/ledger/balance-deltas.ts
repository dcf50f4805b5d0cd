import { type AssetSymbol, assetByMint } from "../assets";
import { getConnection } from "./connection";

/** How a landed transaction changed each wallet's holdings: `owner:asset` -> base units (SOL by account). */
export type BalanceDeltas = Map<string, bigint>;

export const deltaKey = (owner: string, asset: AssetSymbol) => `${owner}:${asset}`;

/** The balance changes of a finalized transaction, from the ledger's own record of it (undefined if not found). */
export async function balanceDeltas(signature: string): Promise<BalanceDeltas | undefined> {
  const tx = await getConnection().getTransaction(signature, {
    maxSupportedTransactionVersion: 0,
    commitment: "finalized",
  });
  if (!tx?.meta) return undefined;
  const deltas: BalanceDeltas = new Map();
  const add = (key: string, amount: bigint) => deltas.set(key, (deltas.get(key) ?? 0n) + amount);
  const keys = tx.transaction.message.staticAccountKeys;
  keys.forEach((key, i) => {
    const change = BigInt(tx.meta!.postBalances[i]!) - BigInt(tx.meta!.preBalances[i]!);
    if (change !== 0n) add(deltaKey(key.toBase58(), "SOL"), change);
  });
  for (const [balances, sign] of [
    [tx.meta.postTokenBalances ?? [], 1n],
    [tx.meta.preTokenBalances ?? [], -1n],
  ] as const) {
    for (const balance of balances) {
      const asset = assetByMint(balance.mint)?.symbol;
      if (!asset || !balance.owner) continue;
      add(deltaKey(balance.owner, asset), sign * BigInt(balance.uiTokenAmount.amount));
    }
  }
  return deltas;
}
