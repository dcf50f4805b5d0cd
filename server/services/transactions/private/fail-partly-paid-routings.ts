import { assets } from "../../../assets";
import { legStatus, stage } from "../../../contracts/private-lifecycle";
import type { Db } from "../../../db/client";
import { partlyPaidTransactions } from "../../../db/queries/paid-out";
import { findTransactionById, listRecipients } from "../../../db/queries/transactions";
import { formatAmount } from "../../../money";
import { countTransactionLoss } from "../../books/count-loss";
import { partialPaymentDetails } from "../partial-payment";
import { failPayment } from "./lifecycle/stage-moves";
import { movesOfTransaction } from "./shared/transaction-moves";

/** Transactions failed per call at most. */
const maxPerCall = 500;

/**
 * Ends a private transaction some of whose legs failed at payout (refused by the ledger, split-failed-payout.ts, or
 * with a token account closed since create, fail-closed-account-legs.ts) once every other leg is paid: `failed`, as
 * a wallet-mode payroll with a failed leg ends (check-legs.ts), with `PARTIAL_PAYMENT` when some were paid (else the
 * legs' own code) and who was not paid, and why. The failed legs' amounts stay in the pool, held for the operator
 * (docs/decisions.md). Only a transaction still processing moves.
 */
async function failPartlyPaid(db: Db, transactionId: string): Promise<void> {
  const row = await findTransactionById(db, transactionId);
  if (!row) return;
  const legs = await listRecipients(db, transactionId);
  const failed = legs.filter((l) => l.status === legStatus.failed);
  const paid = legs.length - failed.length;
  const { decimals } = assets[row.outputAsset];
  const held = failed.reduce((sum, l) => sum + l.amount, 0n);
  const moves = await movesOfTransaction(db, transactionId);
  const networkFee = moves
    .filter((m) => m.transactionId === transactionId && m.status === "landed")
    .reduce((sum, m) => sum + (m.networkFee ?? 0n), 0n);
  const failedNow = await failPayment(
    db,
    transactionId,
    {
      changes: {
        networkFee,
        failure: {
          code: paid > 0 ? "PARTIAL_PAYMENT" : (failed[0]?.failure?.code ?? "PAYOUT_REFUSED"),
          message:
            paid > 0
              ? `${failed.length} of ${legs.length} recipients were not paid (failedRecipients says why, their amounts are held for the operator); the others were paid`
              : "No recipient was paid (failedRecipients says why, the amounts are held for the operator)",
          details: { ...partialPaymentDetails(failed, paid, decimals), heldForOperator: formatAmount(held, decimals) },
        },
      },
    },
    [stage.payingOut],
  );
  // Its deposit was kept and the other legs paid: what that cost beyond its charge is counted as for a completion.
  if (failedNow) await countTransactionLoss(db, failedNow);
}

/** Fails the private transactions whose legs all ended with some refused: the payout loop calls it each round. */
export async function failPartlyPaidRoutings(db: Db): Promise<number> {
  const ids = await partlyPaidTransactions(db, maxPerCall);
  for (const id of ids) await failPartlyPaid(db, id);
  return ids.length;
}
