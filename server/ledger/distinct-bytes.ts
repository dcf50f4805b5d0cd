import { randomInt } from "node:crypto";
import { ComputeBudgetProgram, type TransactionInstruction } from "@solana/web3.js";

/**
 * A compute-unit limit drawn at random, for a move the service signs. Two moves with the same instructions under
 * one blockhash (two equal top-ups of one wallet, two table creations in one slot) would sign the same bytes, so the
 * same signature: the ledger runs it once and both records would claim it. The limit costs nothing and makes each
 * move a transaction of its own.
 */
export function distinctComputeLimit(): TransactionInstruction {
  return ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 + randomInt(100_000) });
}
