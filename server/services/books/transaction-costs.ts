import type { LedgerMoveRow } from "../../db/queries/ledger-moves";
import type { TransactionRow } from "../../db/queries/transactions";
import {
  addCost,
  type Cost,
  costTotal,
  moveCost,
  noCost,
  payerAccountsRent,
  payoutShares,
  type ReadLanded,
  refundCost,
} from "./move-costs";

/**
 * What the service spent on one private transaction against what it charged for it, in lamports.
 * `spent`: its sweep, its share of the shared payouts that paid its legs (their fees split by leg) and the rent of
 * the token accounts they created for its legs; attempts that failed on chain are the service's (service-costs.ts). `priority`: the part of `spent` that was priority
 * fees, priced when each move was signed. `refunds`: what giving back its late, excess or cancelled deposits cost
 * (nobody is charged for a refund), less the rent's worth a return kept for the payer's token account it created.
 * `charged`: what its deposit paid for the network (its quote's network lamports and the payout signatures create
 * added) and for its recipients' new token accounts, once the deposit was kept, and the rent's worth its sweep kept
 * from an excess for the payer's token account it created; null for a transaction created before those lamports
 * were recorded.
 */
export type TransactionCosts = {
  transactionId: string;
  spent: Cost;
  refunds: Cost;
  charged: bigint | null;
};

/** By how much the costs exceed the charges beyond what priority fees explain (0 when within). */
export function overCharges(costs: TransactionCosts): bigint {
  if (costs.charged === null) return 0n;
  const over = costTotal(costs.spent) - costs.charged - costs.spent.priority;
  return over > 0n ? over : 0n;
}

/**
 * One private transaction's costs, from its moves (its own and the shared payouts that paid its legs) read on the
 * ledger. `keptFee`: its deposit was kept (swept, or it completed), so its fee was charged.
 */
export async function transactionCosts(
  row: TransactionRow,
  moves: LedgerMoveRow[],
  input: { read: ReadLanded; keptFee: boolean },
): Promise<TransactionCosts> {
  const spent = noCost();
  const refunds = noCost();
  let payerAccounts = 0n;
  for (const move of moves) {
    if (move.purpose === "sweep" && move.transactionId === row.id) {
      addCost(spent, await moveCost(move, input.read));
      if (move.status === "landed") payerAccounts += payerAccountsRent(move);
    }
    if (move.purpose === "refund" && move.transactionId === row.id)
      addCost(refunds, await refundCost(move, input.read));
    if (move.purpose === "payout") {
      const share = (await payoutShares(move, input.read)).shares.get(row.id);
      if (share) addCost(spent, share);
    }
  }
  const deposit = input.keptFee ? (row.networkLamports ?? 0n) + (row.ataRentLamports ?? 0n) : 0n;
  const charged = row.networkLamports === null ? null : deposit + payerAccounts;
  return { transactionId: row.id, spent, refunds, charged };
}
