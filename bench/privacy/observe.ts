import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { type Connection, PublicKey, type VersionedTransactionResponse } from "@solana/web3.js";
import pMap from "p-map";

/** One payment as the bench made it: the truth the observer's guesses are scored against. */
export type Payment = { sender: string; ephemeral: string; depositSignature: string; recipient: string };

/** What a chain observer reads of a transaction: when, who paid the fee, which accounts, token balance changes. */
export type Seen = {
  signature: string;
  slot: number;
  feePayer: string;
  accounts: string[];
  /** Token account -> change in base units of the mint observed. */
  changes: Map<string, bigint>;
  /** Token accounts that did not exist before this transaction. */
  created: Set<string>;
};

export type DepositSeen = { seen: Seen; amount: bigint; ephemeral: string; sweeps: Seen[] };
export type PayoutSeen = {
  seen: Seen;
  amount: bigint;
  recipient: string;
  createdAccount: boolean;
  /** Where the recipient's account stands among the transaction's accounts: the order an observer sees inside it. */
  position: number;
};

function toSeen(signature: string, tx: VersionedTransactionResponse, mint: string): Seen {
  const accounts = tx.transaction.message.staticAccountKeys.map((k) => k.toBase58());
  const changes = new Map<string, bigint>();
  const created = new Set<string>();
  const pre = new Map(
    (tx.meta?.preTokenBalances ?? [])
      .filter((b) => b.mint === mint)
      .map((b) => [b.accountIndex, b.uiTokenAmount.amount]),
  );
  for (const post of tx.meta?.postTokenBalances ?? []) {
    if (post.mint !== mint) continue;
    const before = pre.get(post.accountIndex);
    if (before === undefined) created.add(accounts[post.accountIndex]!);
    changes.set(accounts[post.accountIndex]!, BigInt(post.uiTokenAmount.amount) - BigInt(before ?? "0"));
  }
  return { signature, slot: tx.slot, feePayer: accounts[0]!, accounts, changes, created };
}

/**
 * Everything the observer uses, read from the ledger's RPC alone: each deposit (the payment into a deposit address,
 * which a payer's wallet shows), the service's later transactions on that address (its sweep), and each recipient's
 * payout. Nothing is read from the service's database.
 */
export async function observe(connection: Connection, mintAddress: string, payments: Payment[]) {
  const mint = new PublicKey(mintAddress);
  const cache = new Map<string, Promise<Seen>>();
  const read = (signature: string) => {
    let seen = cache.get(signature);
    if (!seen) {
      seen = connection
        .getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: "confirmed" })
        .then((tx) => toSeen(signature, tx!, mint.toBase58()));
      cache.set(signature, seen);
    }
    return seen;
  };
  const deposits: DepositSeen[] = await pMap(
    payments,
    async (p) => {
      const account = getAssociatedTokenAddressSync(mint, new PublicKey(p.ephemeral), true).toBase58();
      const seen = await read(p.depositSignature);
      const history = await connection.getSignaturesForAddress(new PublicKey(account));
      const sweeps = await Promise.all(
        history.filter((h) => h.signature !== p.depositSignature && !h.err).map((h) => read(h.signature)),
      );
      return { seen, amount: seen.changes.get(account) ?? 0n, ephemeral: p.ephemeral, sweeps };
    },
    { concurrency: 8 },
  );
  const payouts: PayoutSeen[] = await pMap(
    payments,
    async (p) => {
      const account = getAssociatedTokenAddressSync(mint, new PublicKey(p.recipient), true).toBase58();
      const [latest] = await connection.getSignaturesForAddress(new PublicKey(account));
      if (!latest) throw new Error(`recipient ${p.recipient} was never paid`);
      const seen = await read(latest.signature);
      return {
        seen,
        amount: seen.changes.get(account) ?? 0n,
        recipient: p.recipient,
        createdAccount: seen.created.has(account),
        position: seen.accounts.indexOf(account),
      };
    },
    { concurrency: 8 },
  );
  return { deposits, payouts };
}
