import { VersionedTransaction } from "@solana/web3.js";
import type { Db } from "../../../db/client";
import { findTransactionById } from "../../../db/queries/transactions";
import { getConnection } from "../../../ledger/connection";
import { getSignatureStatus } from "../../../ledger/submit";
import { transitionTransaction } from "../transition-transaction";
import { broadcast } from "./broadcast";

export type ConfirmationCheck = { done: boolean; status: string };

const finished = new Set(["completed", "failed", "cancelled"]);

/**
 * One look at where a wallet transaction stands on the ledger, and the status change it calls for: confirmed,
 * completed (finalized, with block time and fee), failed with the on-chain error, or failed because its blockhash
 * expired before it landed. Unlanded and still valid: the same signed bytes are sent again. Safe to repeat.
 */
export async function checkConfirmation(db: Db, transactionId: string): Promise<ConfirmationCheck> {
  const row = await findTransactionById(db, transactionId);
  if (!row || !row.signature) return { done: true, status: "unknown" };
  if (finished.has(row.status)) return { done: true, status: row.status };

  const onChain = await getSignatureStatus(row.signature);
  if (onChain.err) {
    await transitionTransaction(db, row.id, ["pending", "confirmed"], "failed", {
      failure: {
        code: "TRANSACTION_FAILED",
        message: "The transaction failed on chain",
        details: { err: onChain.err },
      },
    });
    return { done: true, status: "failed" };
  }
  if (onChain.status === "finalized") {
    const landed = await getConnection().getTransaction(row.signature, {
      maxSupportedTransactionVersion: 0,
      commitment: "finalized",
    });
    await transitionTransaction(db, row.id, ["pending"], "confirmed");
    await transitionTransaction(db, row.id, ["confirmed"], "completed", {
      blockTime: landed?.blockTime ?? Math.floor(Date.now() / 1000),
      networkFee: BigInt(landed?.meta?.fee ?? 0),
    });
    return { done: true, status: "completed" };
  }
  if (onChain.status === "confirmed") {
    await transitionTransaction(db, row.id, ["pending"], "confirmed");
    return { done: false, status: "confirmed" };
  }
  if (onChain.status === "unknown" && row.signedWire) {
    const { recentBlockhash } = VersionedTransaction.deserialize(Buffer.from(row.signedWire, "base64")).message;
    const valid = await getConnection().isBlockhashValid(recentBlockhash);
    if (!valid.value) {
      await transitionTransaction(db, row.id, ["pending"], "failed", {
        failure: {
          code: "EXPIRED",
          message: "The transaction's blockhash expired before it landed; nothing was moved",
        },
      });
      return { done: true, status: "failed" };
    }
    if (row.status === "pending") await broadcast(db, row).catch(() => undefined);
  }
  return { done: false, status: row.status };
}
