import { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../assets";
import { getConnection } from "./connection";

/**
 * The wallet that sent the latest inflow to a deposit account, from the ledger's own record: the account whose
 * balance of that asset fell in the transaction that raised this one's. Refunds go back there.
 */
export async function findDepositSource(account: PublicKey, asset: AssetSymbol): Promise<PublicKey | undefined> {
  const connection = getConnection();
  const signatures = await connection.getSignaturesForAddress(account, { limit: 20 }, "confirmed");
  for (const { signature, err } of signatures) {
    if (err) continue;
    const tx = await connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
      commitment: "confirmed",
    });
    if (!tx?.meta) continue;
    const keys = tx.transaction.message.staticAccountKeys;
    if (asset === "SOL") {
      const index = keys.findIndex((k) => k.equals(account));
      const gained = index >= 0 && tx.meta.postBalances[index]! > tx.meta.preBalances[index]!;
      if (!gained) continue;
      // The payer of the inflow: the first account whose lamports fell by more than the fee it paid.
      const sender = keys.findIndex(
        (_, i) => i !== index && tx.meta!.preBalances[i]! - tx.meta!.postBalances[i]! > (i === 0 ? tx.meta!.fee : 0),
      );
      if (sender >= 0) return keys[sender];
      continue;
    }
    const mint = assets[asset].mint;
    const before = new Map(tx.meta.preTokenBalances?.filter((b) => b.mint === mint).map((b) => [b.accountIndex, b]));
    const after = tx.meta.postTokenBalances?.filter((b) => b.mint === mint) ?? [];
    const amount = (b: { uiTokenAmount: { amount: string } } | undefined) => BigInt(b?.uiTokenAmount.amount ?? "0");
    const mine = after.find((b) => keys[b.accountIndex]?.equals(account));
    if (!mine || amount(mine) <= amount(before.get(mine.accountIndex))) continue;
    const payer = after.find((b) => amount(b) < amount(before.get(b.accountIndex)));
    if (payer?.owner) return new PublicKey(payer.owner);
  }
  return undefined;
}
