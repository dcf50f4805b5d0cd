import type { PublicKey, VersionedTransactionResponse } from "@solana/web3.js";
import pMap from "p-map";
import { type AssetSymbol, assets } from "../assets";
import { minUnits } from "../money";
import { finalizedSignatures } from "./address-signatures";
import { getConnection } from "./connection";
import { accountKeys } from "./landed-transactions";

/** One account's balance change in one transaction, and who paid for a rise: the accounts whose balance fell. */
export type Flow = { delta: bigint; post: bigint; from: { wallet: string; amount: bigint }[] };

/** A landed transaction that touched a deposit account: the asset's flow, and (token accounts) its lamports' flow. */
export type HistoryEntry = { signature: string; value: Flow; lamports: Flow };

export type DepositHistory =
  | { state: "read"; entries: HistoryEntry[] }
  | { state: "unresolved"; reason: string; details: Record<string, unknown> };

/** Transactions read at once. */
const readsInFlight = 8;

/**
 * What a rise of `delta` came from: the accounts whose balance fell, taken in the transaction's own order until the
 * rise is covered. Only a signer (or a program acting for one) can lower a balance, so whichever of them a rise is
 * put on, it is never a bystander's.
 */
function payers(delta: bigint, fell: { wallet: string; amount: bigint }[]): Flow["from"] {
  const from: Flow["from"] = [];
  let left = delta;
  for (const f of fell) {
    if (left <= 0n) break;
    const amount = minUnits(f.amount, left);
    if (amount <= 0n) continue;
    const same = from.find((p) => p.wallet === f.wallet);
    if (same) same.amount += amount;
    else from.push({ wallet: f.wallet, amount });
    left -= amount;
  }
  return from;
}

/**
 * The lamport flow of account `index` (the fee payer's fall is net of the fee it paid). A token account's fall is
 * put on its owner: its lamports leave only when it is closed (to its owner, or where the owner said), so a payer
 * that closes its own token account in the transaction that pays the deposit account's rent paid that rent from
 * its wallet, and the rent goes back there, not to an account that no longer exists.
 */
function lamportFlow(tx: VersionedTransactionResponse, keys: string[], index: number): Flow {
  const meta = tx.meta!;
  const pre = BigInt(meta.preBalances[index] ?? 0);
  const post = BigInt(meta.postBalances[index] ?? 0);
  const delta = post - pre;
  if (delta <= 0n) return { delta, post, from: [] };
  const tokenOwners = new Map((meta.preTokenBalances ?? []).map((b) => [b.accountIndex, b.owner]));
  const fell = keys.flatMap((account, i) => {
    const amount =
      BigInt(meta.preBalances[i] ?? 0) - BigInt(meta.postBalances[i] ?? 0) - (i === 0 ? BigInt(meta.fee) : 0n);
    return i !== index && amount > 0n ? [{ wallet: tokenOwners.get(i) ?? account, amount }] : [];
  });
  return { delta, post, from: payers(delta, fell) };
}

/** The token flow of account `index` in `mint`: a fall is put on the falling account's owner (the wallet). */
function tokenFlow(tx: VersionedTransactionResponse, index: number, mint: string, exclude: string): Flow {
  const meta = tx.meta!;
  type Balance = { accountIndex: number; mint: string; owner?: string; uiTokenAmount: { amount: string } };
  const of = (list: Balance[] | null | undefined) =>
    new Map((list ?? []).filter((b) => b.mint === mint).map((b) => [b.accountIndex, b]));
  const before = of(meta.preTokenBalances);
  const after = of(meta.postTokenBalances);
  const amount = (b: Balance | undefined) => BigInt(b?.uiTokenAmount.amount ?? "0");
  const post = amount(after.get(index));
  const delta = post - amount(before.get(index));
  if (delta <= 0n) return { delta, post, from: [] };
  const indexes = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  const fell = indexes.flatMap((i) => {
    const owner = before.get(i)?.owner ?? after.get(i)?.owner;
    const fall = amount(before.get(i)) - amount(after.get(i));
    return i !== index && owner && owner !== exclude && fall > 0n ? [{ wallet: owner, amount: fall }] : [];
  });
  return { delta, post, from: payers(delta, fell) };
}

/**
 * The whole history of a deposit account of `asset` (owned by `ephemeral`), oldest first, at finalized: every landed
 * transaction's change to its balance and who paid each rise, read from the ledger's own pre and post balances. The
 * account is fresh and short-lived, so its history is short; past `maxSignatures` (or with a transaction the
 * ledger no longer has) it is "unresolved", for an operator, rather than read in part.
 */
export async function readDepositHistory(
  account: PublicKey,
  asset: AssetSymbol,
  ephemeral: PublicKey,
  maxSignatures: number,
): Promise<DepositHistory> {
  const connection = getConnection();
  const address = account.toBase58();
  const listed = await finalizedSignatures(account, maxSignatures, (s) => !s.err);
  if (!listed) return { state: "unresolved", reason: "history_too_long", details: { address, maxSignatures } };
  const signatures = listed.map((s) => s.signature);
  const transactions = await pMap(
    signatures.reverse(),
    (signature) => connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: "finalized" }),
    { concurrency: readsInFlight },
  );
  const entries: HistoryEntry[] = [];
  for (const [i, tx] of transactions.entries()) {
    const signature = signatures[i]!;
    if (!tx?.meta) return { state: "unresolved", reason: "transaction_not_found", details: { address, signature } };
    if (tx.meta.err) continue;
    const keys = accountKeys(tx);
    const index = keys.indexOf(address);
    if (index < 0) continue;
    const lamports = lamportFlow(tx, keys, index);
    const value = asset === "SOL" ? lamports : tokenFlow(tx, index, assets[asset].mint, ephemeral.toBase58());
    if (value.delta !== 0n || lamports.delta !== 0n) entries.push({ signature, value, lamports });
  }
  return { state: "read", entries };
}
