import { type Keypair, type TransactionInstruction, TransactionMessage } from "@solana/web3.js";
import bs58 from "bs58";
import { budgetInstructions, type LimitSource, moveBudget, withoutBudget } from "./compute-budget";
import { getConnection } from "./connection";
import { signedWire } from "./native-signer";
// Installed before any message is compiled here (see the file for why).
import "./remembered-base58";

export type SignedMove = { wire: Buffer; signature: string; lastValidBlockHeight: bigint };
export type RecentBlockhash = { blockhash: string; lastValidBlockHeight: number };

/** The latest blockhash at confirmed and the last block height it is valid to: what moves are signed on. */
export async function latestBlockhash(): Promise<RecentBlockhash> {
  return getConnection().getLatestBlockhash("confirmed");
}

/**
 * Signs instructions the service pays for: `payer` pays the fee and signs first; `signers` sign too. On `recent`, a
 * blockhash already read (many moves signed together share one), else the latest. The compute budget is decided
 * here for every move alike (server/ledger/compute-budget.ts): a limit computed or simulated (`limit`: simulated
 * for an attempt after one that ran out of units), and the price of moves.
 */
export async function signMove(
  payer: Keypair,
  signers: Keypair[],
  instructions: TransactionInstruction[],
  recent?: RecentBlockhash,
  limit: LimitSource = "computed",
): Promise<SignedMove> {
  const moving = withoutBudget(instructions);
  const budget = await moveBudget(payer.publicKey, moving, limit);
  const { blockhash, lastValidBlockHeight } = recent ?? (await latestBlockhash());
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [...budgetInstructions(budget), ...moving],
  }).compileToV0Message();
  const { wire, firstSignature } = signedWire(message, [
    payer,
    ...signers.filter((s) => !s.publicKey.equals(payer.publicKey)),
  ]);
  return { wire, signature: bs58.encode(firstSignature), lastValidBlockHeight: BigInt(lastValidBlockHeight) };
}
