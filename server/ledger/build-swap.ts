import { createHash } from "node:crypto";
import { type PublicKey, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import type { AssetSymbol } from "../assets";
import { destinationAccount, transferInstructions } from "./build-transfer";
import { budgetFor, budgetInstructions, priorityLamports } from "./compute-budget";
import { tokenAccountCreationUnits } from "./compute-units";
import { getConnection } from "./connection";

/**
 * One leg of the swap. `to`'s token account is created (paid by the user) where it does not exist yet, and, for the
 * user's own output, always by the idempotent instruction: a user who closes that account after signing cannot
 * keep the signed swap from landing by it (the instruction opens it again). `reopenable` counts the legs that may
 * have to create an account they do not create now.
 */
async function leg(
  asset: AssetSymbol,
  from: PublicKey,
  to: PublicKey,
  amount: bigint,
  payer: PublicKey,
  always = false,
) {
  const missing = asset !== "SOL" && (await getConnection().getAccountInfo(destinationAccount(asset, to))) === null;
  const create = missing || (always && asset !== "SOL");
  return {
    instructions: transferInstructions(asset, from, to, amount, payer, create),
    created: missing ? 1 : 0,
    reopenable: create && !missing ? 1 : 0,
  };
}

/**
 * A request-for-quote swap in one atomic transaction: the input moves from the user to the treasury and the
 * output from the treasury to the user, the user paying the fee. Nobody has signed it: the user signs it, and the
 * treasury only once create has checked it and used the quote up.
 */
export async function buildSwap(
  user: PublicKey,
  treasury: PublicKey,
  input: { asset: AssetSymbol; amount: bigint },
  output: { asset: AssetSymbol; amount: bigint },
) {
  const { blockhash, lastValidBlockHeight } = await getConnection().getLatestBlockhash();
  const legs = [
    await leg(input.asset, user, treasury, input.amount, user),
    await leg(output.asset, treasury, user, output.amount, user, true),
  ];
  const instructions = legs.flatMap((l) => l.instructions);
  const measured = await budgetFor(user, instructions);
  // Measured with the account there: room for creating it again, or the reopened swap would run out of units.
  const reopenable = legs.reduce((n, l) => n + l.reopenable, 0);
  const budget = { ...measured, unitLimit: measured.unitLimit + reopenable * tokenAccountCreationUnits };
  const message = new TransactionMessage({
    payerKey: user,
    recentBlockhash: blockhash,
    instructions: [...budgetInstructions(budget), ...instructions],
  }).compileToV0Message();
  const tokenAccountsCreated = legs.reduce((n, l) => n + l.created, 0);
  return {
    transaction: new VersionedTransaction(message),
    lastValidBlockHeight,
    tokenAccountsCreated,
    priorityFee: priorityLamports(budget),
  };
}

/** What identifies a transaction's content, whoever signed it: the SHA-256 of its message bytes. */
export function messageHash(transaction: VersionedTransaction): string {
  return createHash("sha256").update(transaction.message.serialize()).digest("hex");
}
