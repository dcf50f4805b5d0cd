import {
  type PublicKey,
  type TransactionError,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { getConnection } from "./connection";

/** Any blockhash will do: the ledger puts its latest in (replaceRecentBlockhash) and checks no signature. */
const placeholderBlockhash = "11111111111111111111111111111111";

/**
 * What the ledger would say to these instructions paid by `payer`, now: its error, or null if they would succeed.
 * Nothing is signed or sent. Throws when the ledger cannot be asked (the caller decides nothing then).
 */
export async function simulateInstructions(
  payer: PublicKey,
  instructions: TransactionInstruction[],
): Promise<TransactionError | null> {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: placeholderBlockhash,
    instructions,
  }).compileToV0Message();
  const { value } = await getConnection().simulateTransaction(new VersionedTransaction(message), {
    sigVerify: false,
    replaceRecentBlockhash: true,
    commitment: "confirmed",
  });
  return value.err;
}
