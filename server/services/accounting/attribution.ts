import type { Db } from "../../db/client";
import { type WalletSwapRow, walletSwaps } from "../../db/queries/books";
import { allMoves, type LedgerMoveRow } from "../../db/queries/ledger-moves";
import { signaturesOfMove } from "../books/move-costs";

/** What the service's records say a signature was: one of its moves (any attempt), or a wallet-mode swap. */
export type Attribution = { kind: "move"; move: LedgerMoveRow } | { kind: "swap"; swap: WalletSwapRow };

/**
 * Every signature the service recorded as its own, read after the ledger's histories were: a move is recorded before
 * it is sent and a swap before the treasury's signature leaves, so whatever the histories showed is in here.
 */
export async function readAttributions(db: Db): Promise<Map<string, Attribution>> {
  const bySignature = new Map<string, Attribution>();
  for (const move of await allMoves(db)) {
    for (const signature of signaturesOfMove(move)) bySignature.set(signature, { kind: "move", move });
  }
  for (const swap of await walletSwaps(db)) {
    if (swap.signature) bySignature.set(swap.signature, { kind: "swap", swap });
  }
  return bySignature;
}
