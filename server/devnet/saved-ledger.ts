import type { LiteSVM } from "litesvm";
import type { SavedSlot } from "./slot-timeline";
import type { TxRecord } from "./tx-record";

/** What the devnet ledger writes beside the LiteSVM snapshot (devnet-ledger.ts save and open). */
export type Saved = {
  blockHeight: number;
  genesisHash: string;
  slots?: SavedSlot[];
  /** Older saves: [blockhash, slot] of the blockhash window. */
  blockhashes?: [string, number][];
  /** Saves before the append-only log: the whole history, rewritten by every save. Now it is in the log. */
  history?: [string, TxRecord][];
  faucet: Record<string, string>;
};

/** A LiteSVM as the devnet runs it, new or restored from a save. */
export function configure(svm: LiteSVM): LiteSVM {
  // The blockhash window is ours (150 slots); LiteSVM's own check only knows the latest hash.
  return svm.withBlockhashCheck(false).withSigverify(true).withTransactionHistory(0n);
}

/** Wall-clock time in whole seconds, as the Clock sysvar and slot times carry it. */
export function now(): number {
  return Math.floor(Date.now() / 1000);
}
