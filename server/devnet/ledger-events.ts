import type { EncodedAccount } from "@solana/kit";
import type { RpcTxError } from "./tx-errors";

/** A transaction that just executed (commitment `processed`), with the accounts it changed as they are after it. */
export type ExecutedTransaction = {
  signature: string;
  slot: number;
  err: RpcTxError | null;
  logs: string[];
  /** Every account the transaction references: static keys, then addresses loaded from lookup tables. */
  accountKeys: string[];
  /** Changed accounts after the transaction; null when it closed one. */
  changedAccounts: Map<string, EncodedAccount | null>;
};

/** What the ledger tells listeners (the websocket subscriptions), synchronously, in this order per slot. */
export interface LedgerListener {
  /** A transaction passed preflight and is about to execute. */
  received?(signature: string, slot: number): void;
  executed?(transaction: ExecutedTransaction): void;
  /** A new slot began: the one before it is now confirmed. */
  slotOpened?(slot: number, parent: number, root: number): void;
  /** The finalized slot (root) moved up to `root`, after a save covering it. */
  rooted?(root: number): void;
}
