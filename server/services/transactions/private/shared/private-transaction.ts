import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { openSecret } from "../../../../crypto/secret-box";
import type { DbOrTx } from "../../../../db/client";
import { findTransactionById, type TransactionRow } from "../../../../db/queries/transactions";

/** A private transaction by id, for the background functions (which act for the account that made it). */
export async function requirePrivateTransaction(db: DbOrTx, transactionId: string): Promise<TransactionRow> {
  const row = await findTransactionById(db, transactionId);
  if (row?.mode !== "private" || !row.ephemeralSecret || !row.depositAsset) {
    throw new Error(`${transactionId} is not a private transaction`);
  }
  return row;
}

/** The ephemeral key of a private transaction, unsealed: it signs its deposit's sweep and refunds. */
export function ephemeralKeypair(row: TransactionRow): Keypair {
  return Keypair.fromSecretKey(bs58.decode(openSecret(row.ephemeralSecret ?? "")));
}
