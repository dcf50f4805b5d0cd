import type { VersionedMessage } from "@solana/web3.js";
import { readComputeBudget } from "../ledger/read-compute-budget";

export const lamportsPerSignature = 5_000;

const computeBudgetProgram = "ComputeBudget111111111111111111111111111111";
const maxComputeUnitLimit = 1_400_000;
const defaultUnitsPerInstruction = 200_000;
const defaultUnitsPerBuiltinInstruction = 3_000;

/** Programs the runtime counts as builtins when it sizes a default compute-unit limit (as LiteSVM runs them). */
const builtinPrograms = new Set([
  "11111111111111111111111111111111",
  computeBudgetProgram,
  "BPFLoader1111111111111111111111111111111111",
  "BPFLoader2111111111111111111111111111111111",
  "BPFLoaderUpgradeab1e11111111111111111111111",
  "LoaderV411111111111111111111111111111111111",
  "Ed25519SigVerify111111111111111111111111111",
  "KeccakSecp256k11111111111111111111111111111",
]);

/** Signature-verifying precompiles: each signature they check (the count is their data's first byte) costs a fee. */
const precompiles = new Set([
  "Ed25519SigVerify111111111111111111111111111",
  "KeccakSecp256k11111111111111111111111111111",
  "Secp256r1SigVerify1111111111111111111111111",
]);

export type ComputeBudget = { unitLimit: number; microLamportsPerUnit: bigint };

/** The compute-unit limit and price a message asks for (ComputeBudget instructions), with the runtime's defaults. */
export function computeBudget(message: VersionedMessage): ComputeBudget {
  const keys = message.staticAccountKeys.map((k) => k.toBase58());
  let defaultLimit = 0;
  for (const ix of message.compiledInstructions) {
    const program = keys[ix.programIdIndex] ?? "";
    defaultLimit += builtinPrograms.has(program) ? defaultUnitsPerBuiltinInstruction : defaultUnitsPerInstruction;
  }
  const set = readComputeBudget(message);
  return {
    unitLimit: Math.min(set.unitLimit ?? defaultLimit, maxComputeUnitLimit),
    microLamportsPerUnit: set.microLamports,
  };
}

/** What the fee payer is charged: per signature (precompiles' included), plus price x limit, rounded up. */
export function transactionFee(message: VersionedMessage): number {
  const keys = message.staticAccountKeys.map((k) => k.toBase58());
  let signatures = message.header.numRequiredSignatures;
  for (const ix of message.compiledInstructions) {
    if (precompiles.has(keys[ix.programIdIndex] ?? "")) signatures += ix.data[0] ?? 0;
  }
  const { unitLimit, microLamportsPerUnit } = computeBudget(message);
  const priority = (microLamportsPerUnit * BigInt(unitLimit) + 999_999n) / 1_000_000n;
  return lamportsPerSignature * signatures + Number(priority);
}

/** Transactions a slot holds before the devnet calls it busy (a real leader's block holds thousands; ours are few). */
export const busySlotTransactions = 16;

/**
 * The price a busy slot reports to getRecentPrioritizationFees, whatever its transactions paid: 100 micro-lamports
 * per unit for each transaction past `busySlotTransactions`. A real cluster's prices rise with demand; this makes
 * the service's priority-fee path run under the devnet's own load (a payroll, a benchmark) with non-zero prices.
 */
export function busySlotPrice(transactionsInSlot: number): number {
  return Math.min(1_000_000, Math.max(0, transactionsInSlot - busySlotTransactions) * 100);
}
