import { VersionedTransaction } from "@solana/web3.js";
import type { Db } from "../../../db/client";
import { findTransactionById, isFinished, type TransactionRow } from "../../../db/queries/transactions";
import { listWalletLegs } from "../../../db/queries/wallet-legs";
import { blockhashExpiredForGood } from "../../../ledger/blockhash-expiry";
import { getSignatureStatus } from "../../../ledger/submit";
import { broadcast } from "./broadcast";
import { checkLegs } from "./check-legs";
import { type ConfirmationCheck, expire, settleLanded } from "./settle";

async function blockhashExpired(row: TransactionRow): Promise<boolean> {
  if (!row.signedWire) return false;
  const { recentBlockhash } = VersionedTransaction.deserialize(Buffer.from(row.signedWire, "base64")).message;
  return blockhashExpiredForGood(recentBlockhash);
}

/**
 * One look at where a wallet transaction stands on the ledger, and the status change it calls for. Unlanded and
 * still valid: the same signed bytes are sent again (one signature lands at most once). Unlanded and expired on the
 * finalized chain too (blockhash-expiry.ts): one more look (it may have landed in the last valid slot between the two
 * reads), then failed. A payroll of several
 * ledger transactions is followed leg by leg (checkLegs). Safe to repeat.
 */
export async function checkConfirmation(db: Db, transactionId: string): Promise<ConfirmationCheck> {
  const row = await findTransactionById(db, transactionId);
  if (row && !isFinished(row.status) && !row.signature) {
    const legs = await listWalletLegs(db, row.id);
    if (legs.length > 0) return checkLegs(db, row, legs);
  }
  if (!row?.signature) return { done: true, status: row?.status ?? "unknown" };
  if (isFinished(row.status)) return { done: true, status: row.status };

  const onChain = await getSignatureStatus(row.signature);
  if (onChain.status !== "unknown") return settleLanded(db, row, onChain);
  if (await blockhashExpired(row)) {
    const again = await getSignatureStatus(row.signature);
    if (again.status !== "unknown") return settleLanded(db, row, again);
    await expire(db, row);
    return { done: true, status: "failed" };
  }
  if (row.status === "pending") await broadcast(db, row);
  return { done: false, status: row.status };
}
