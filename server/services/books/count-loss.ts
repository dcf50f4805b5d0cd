import type { VersionedTransactionResponse } from "@solana/web3.js";
import type { Db } from "../../db/client";
import type { LedgerMoveRow } from "../../db/queries/ledger-moves";
import type { TransactionRow } from "../../db/queries/transactions";
import { landedReader, parseLanded, readLanded } from "../../ledger/landed-transactions";
import { log } from "../../log";
import { metrics } from "../../metrics/registry";
import { movesOfTransaction } from "../transactions/private/shared/transaction-moves";
import { costTotal, landedCost, payerAccountsRent } from "./move-costs";
import { overCharges, transactionCosts } from "./transaction-costs";

/** Moves nobody is charged for: each one's cost is the service's as it lands. */
const unchargedCause: Partial<Record<LedgerMoveRow["purpose"], "refund" | "upkeep">> = {
  refund: "refund",
  float: "upkeep",
  rebalance: "upkeep",
  lookup_table: "upkeep",
};

/** Whether a landed move's cost is counted as the service's (countMoveLoss): only then is it read back. */
export function isUncharged(purpose: LedgerMoveRow["purpose"]): boolean {
  return unchargedCause[purpose] !== undefined;
}

/**
 * A landed move that no transaction pays for (a refund, a top-up, a rebalance, a lookup table's fee): its cost goes
 * to `payments_service_loss_lamports_total` at once, from the ledger's answer the move was settled with (`move` as
 * recorded for that attempt); a refund's, less the rent its returns charged their payers for (payerAccountsRent).
 */
export function countMoveLoss(move: LedgerMoveRow, response: VersionedTransactionResponse | null): void {
  const cause = unchargedCause[move.purpose];
  const landed = cause ? parseLanded(move.signature, response) : undefined;
  if (!cause || !landed) return;
  const charged = move.purpose === "refund" ? payerAccountsRent(move) : 0n;
  const cost = costTotal(landedCost(landed)) - charged;
  if (cost > 0n) metrics().serviceLoss.inc({ cause }, Number(cost));
}

/**
 * An attempt of a move that landed and failed on chain: its fee is the service's (a payment racing a refund, a
 * recipient the ledger refused in a shared payout), counted under `failed`. One read of the ledger; never throws.
 */
export async function countFailedAttempt(signature: string): Promise<void> {
  try {
    const landed = await readLanded(signature);
    const cost = landed ? costTotal(landedCost(landed)) : 0n;
    if (cost > 0n) metrics().serviceLoss.inc({ cause: "failed" }, Number(cost));
  } catch (error) {
    log.warn("a failed attempt's fee could not be counted", { signature, error });
  }
}

/**
 * A private transaction that ended having kept its fee: what its sweep and its share of its payouts cost beyond what
 * it was charged goes to `payments_service_loss_lamports_total`, as `priority` up to the priority fees they paid and
 * `uncharged` beyond (the tolerance of `npm run accounting`, services/books/transaction-costs.ts). A few reads of
 * the ledger (its sweep and its payouts), once per transaction; a failure to count is logged, never thrown.
 */
export async function countTransactionLoss(db: Db, row: TransactionRow): Promise<void> {
  try {
    const moves = await movesOfTransaction(db, row.id);
    const costs = await transactionCosts(row, moves, { read: landedReader(), keptFee: true });
    if (costs.charged === null) return;
    const over = costTotal(costs.spent) - costs.charged;
    if (over <= 0n) return;
    const uncharged = overCharges(costs);
    if (uncharged > 0n) metrics().serviceLoss.inc({ cause: "uncharged" }, Number(uncharged));
    if (over > uncharged) metrics().serviceLoss.inc({ cause: "priority" }, Number(over - uncharged));
  } catch (error) {
    log.warn("a transaction's costs could not be counted against its charge", { transactionId: row.id, error });
  }
}
