import { PublicKey } from "@solana/web3.js";
import type { AssetSymbol } from "../../../../assets";
import type { DbOrTx } from "../../../../db/client";
import type { DepositAccountRow } from "../../../../db/queries/deposit-accounts";
import { movesOf } from "../../../../db/queries/ledger-moves";
import { type Flow, type HistoryEntry, readDepositHistory } from "../../../../ledger/deposit-history";

/** A wallet that paid into a deposit account and what of it is still there; `order`: its first inflow's place. */
export type Source = { wallet: string; amount: bigint; order: number };

/** What one of the service's moves took out of a deposit account, per source (recorded with the move). */
export type Consumed = { wallet: string; amount: bigint }[];

export type DepositSources =
  | {
      state: "resolved";
      /** The account's balance of its asset, at finalized, as its history adds up. */
      balance: bigint;
      sources: Source[];
      /** Token accounts: who paid the account's rent (its creator since it was last closed), and its lamports. */
      rent?: { wallet: string; lamports: bigint };
    }
  | { state: "unresolved"; reason: string; details: Record<string, unknown> };

/**
 * A deposit account's history beyond this many transactions is not read: the account is "unresolved" and goes to
 * an operator. A fresh address sees a handful; thousands mean someone is spamming it.
 */
export const maxDepositHistory = 5_000;

type Fold = { state: "folded"; sources: Source[] } | { state: "unresolved"; reason: string; signature: string };

/**
 * Who owns what sits in a deposit account, from its history: each inflow is its payers' (never anyone else's), and
 * each outflow takes from the sources its move recorded taking from; an outflow the service did not record counts
 * only when it emptied the account. Every step must leave the sources adding up to the ledger's own balance, or the
 * account is unresolved.
 */
export function foldFlows(
  entries: HistoryEntry[],
  flowOf: (entry: HistoryEntry) => Flow,
  consumedBy: Map<string, Consumed>,
): Fold {
  let sources: Source[] = [];
  let order = 0;
  for (const entry of entries) {
    const flow = flowOf(entry);
    const fail = (reason: string): Fold => ({ state: "unresolved", reason, signature: entry.signature });
    if (flow.delta > 0n) {
      const paid = flow.from.reduce((sum, f) => sum + f.amount, 0n);
      if (paid !== flow.delta) return fail("inflow_without_payer");
      for (const f of flow.from) {
        const source = sources.find((s) => s.wallet === f.wallet);
        if (source) source.amount += f.amount;
        else sources.push({ wallet: f.wallet, amount: f.amount, order: order++ });
      }
    } else if (flow.delta < 0n) {
      const consumed = consumedBy.get(entry.signature);
      if (consumed) {
        const total = consumed.reduce((sum, c) => sum + c.amount, 0n);
        if (total !== -flow.delta) return fail("outflow_differs_from_its_record");
        for (const c of consumed) {
          const source = sources.find((s) => s.wallet === c.wallet);
          if (!source || source.amount < c.amount) return fail("outflow_takes_more_than_a_source_sent");
          source.amount -= c.amount;
        }
      } else if (flow.post === 0n) {
        for (const source of sources) source.amount = 0n;
      } else {
        return fail("unrecorded_outflow");
      }
      sources = sources.filter((s) => s.amount > 0n);
    }
    const held = sources.reduce((sum, s) => sum + s.amount, 0n);
    if (held !== flow.post) return fail("sources_differ_from_balance");
  }
  return { state: "folded", sources };
}

/** The per-source takings recorded by this transaction's sweep and refunds, by the signature that landed. */
async function recordedTakings(db: DbOrTx, transactionId: string, address: string): Promise<Map<string, Consumed>> {
  const takings = new Map<string, Consumed>();
  for (const move of await movesOf(db, transactionId)) {
    const details = move.details as { from?: string; sources?: { wallet: string; taken: string }[] };
    if (details.from !== address || !details.sources) continue;
    takings.set(
      move.signature,
      details.sources.map((s) => ({ wallet: s.wallet, amount: BigInt(s.taken) })),
    );
  }
  return takings;
}

/**
 * Who paid what now sits in a deposit account (`account`, of the ephemeral address `ephemeral`), read exactly from
 * the account's whole history at finalized; and for a token account, who paid its rent.
 */
export async function depositSources(
  db: DbOrTx,
  account: Pick<DepositAccountRow, "address" | "asset" | "transactionId">,
  ephemeral: PublicKey,
): Promise<DepositSources> {
  const history = await readDepositHistory(
    new PublicKey(account.address),
    account.asset as AssetSymbol,
    ephemeral,
    maxDepositHistory,
  );
  if (history.state === "unresolved") return history;
  const takings = await recordedTakings(db, account.transactionId, account.address);
  const value = foldFlows(history.entries, (e) => e.value, takings);
  if (value.state === "unresolved") {
    return {
      state: "unresolved",
      reason: value.reason,
      details: { address: account.address, signature: value.signature },
    };
  }
  const last = history.entries.at(-1);
  const balance = last?.value.post ?? 0n;
  if (account.asset === "SOL") return { state: "resolved", balance, sources: value.sources };
  // A token account's lamports are its rent (and whatever else was sent to it): they leave only when it is closed.
  const lamports = foldFlows(history.entries, (e) => e.lamports, new Map());
  const creator = lamports.state === "folded" ? lamports.sources[0] : undefined;
  const rent = creator && last ? { wallet: creator.wallet, lamports: last.lamports.post } : undefined;
  return { state: "resolved", balance, sources: value.sources, rent };
}
