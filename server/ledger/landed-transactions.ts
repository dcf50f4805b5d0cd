import type { VersionedTransactionResponse } from "@solana/web3.js";
import { type AssetSymbol, assetByMint } from "../assets";
import { offeredPriorityLamports } from "./compute-budget";
import { getConnection } from "./connection";

type Change = { pre: bigint; post: bigint };

/** One token account's change in a transaction: its owner, its asset (when one the service moves) and its lamports. */
export type TokenAccountChange = { owner: string; asset: AssetSymbol | undefined; units: Change; lamports: Change };

/**
 * What the ledger says a landed transaction did, from its own pre and post balances: who paid the fee and how much of
 * it was the priority fee, who signed, every account's lamports and every token account's units (absent on one
 * side: 0 there, the account was created or closed).
 */
export type LandedTransaction = {
  signature: string;
  slot: number;
  failed: boolean;
  fee: bigint;
  /** The part of the fee the message offered for priority (price × limit, compute-budget.ts); the rest is base fee. */
  priority: bigint;
  feePayer: string;
  signers: string[];
  lamports: Map<string, Change>;
  tokenAccounts: Map<string, TokenAccountChange>;
};

/** The accounts of a landed transaction in the order its balances list them: static keys, then loaded ones. */
export function accountKeys(tx: VersionedTransactionResponse): string[] {
  const loaded = tx.meta?.loadedAddresses;
  return [...tx.transaction.message.staticAccountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])].map(
    (k) => k.toBase58(),
  );
}

/** The ledger's response for a landed transaction, read as a LandedTransaction (undefined without its meta). */
export function parseLanded(signature: string, tx: VersionedTransactionResponse | null): LandedTransaction | undefined {
  const meta = tx?.meta;
  if (!tx || !meta) return undefined;
  const keys = accountKeys(tx);
  const lamports = new Map<string, Change>();
  keys.forEach((key, i) => {
    lamports.set(key, { pre: BigInt(meta.preBalances[i] ?? 0), post: BigInt(meta.postBalances[i] ?? 0) });
  });
  const tokenAccounts = new Map<string, TokenAccountChange>();
  for (const [list, side] of [
    [meta.preTokenBalances ?? [], "pre"],
    [meta.postTokenBalances ?? [], "post"],
  ] as const) {
    for (const balance of list) {
      const address = keys[balance.accountIndex];
      if (!address) continue;
      const known = tokenAccounts.get(address) ?? {
        owner: balance.owner ?? "",
        asset: assetByMint(balance.mint)?.symbol,
        units: { pre: 0n, post: 0n },
        lamports: lamports.get(address) ?? { pre: 0n, post: 0n },
      };
      known.units[side] = BigInt(balance.uiTokenAmount.amount);
      tokenAccounts.set(address, known);
    }
  }
  const signers = tx.transaction.message.staticAccountKeys
    .slice(0, tx.transaction.message.header.numRequiredSignatures)
    .map((k) => k.toBase58());
  return {
    signature,
    slot: tx.slot,
    failed: meta.err !== null,
    fee: BigInt(meta.fee),
    priority: offeredPriorityLamports(tx.transaction.message),
    feePayer: keys[0]!,
    signers,
    lamports,
    tokenAccounts,
  };
}

/** How an account's lamports changed (0 when the transaction did not list it). */
export function lamportDelta(landed: LandedTransaction, account: string): bigint {
  const change = landed.lamports.get(account);
  return change ? change.post - change.pre : 0n;
}

/** How a token account's units changed (0 when the transaction did not list it). */
export function unitDelta(landed: LandedTransaction, tokenAccount: string): bigint {
  const change = landed.tokenAccounts.get(tokenAccount);
  return change ? change.units.post - change.units.pre : 0n;
}

/**
 * What a transaction cost whoever paid its fee, when that is one of the service's keys (`isService`): the fee, and
 * the rent of token accounts of others it created (less what it took back from others' accounts it closed). Rent
 * moved between the service's own accounts, and value paid to others (a SOL payout, a refund, rent going back to
 * the depositor who paid it), is no cost. Nothing when someone else paid the fee.
 */
export function serviceCost(landed: LandedTransaction, isService: (owner: string) => boolean) {
  const rent: { account: string; owner: string; lamports: bigint }[] = [];
  if (!isService(landed.feePayer)) return { fee: 0n, priority: 0n, rent, total: 0n };
  for (const [account, change] of landed.tokenAccounts) {
    const lamports = change.lamports.post - change.lamports.pre;
    if (lamports !== 0n && !isService(change.owner)) rent.push({ account, owner: change.owner, lamports });
  }
  const total = landed.fee + rent.reduce((sum, r) => sum + r.lamports, 0n);
  return { fee: landed.fee, priority: landed.priority, rent, total };
}

/** A transaction on the finalized chain as the ledger tells it (its block time, fee, balances), or null. */
export async function readFinalizedTransaction(signature: string): Promise<VersionedTransactionResponse | null> {
  return getConnection().getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: "finalized" });
}

/** Reads one landed transaction at finalized. */
export async function readLanded(signature: string): Promise<LandedTransaction | undefined> {
  return parseLanded(signature, await readFinalizedTransaction(signature));
}

/**
 * Reads landed transactions, each found one once: one run of the books reads a shared payout for every leg. One not
 * found (not final yet) is asked again next time.
 */
export function landedReader(): (signature: string) => Promise<LandedTransaction | undefined> {
  const read = new Map<string, Promise<LandedTransaction | undefined>>();
  return (signature) => {
    let known = read.get(signature);
    if (!known) {
      known = readLanded(signature).then((landed) => {
        if (!landed) read.delete(signature);
        return landed;
      });
      read.set(signature, known);
    }
    return known;
  };
}
