import { randomInt } from "node:crypto";
import {
  type AddressLookupTableAccount,
  ComputeBudgetProgram,
  type PublicKey,
  type TransactionInstruction,
  TransactionMessage,
  type VersionedMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { lamportsPerSignature } from "../pricing/fees";
import { getConnection } from "./connection";
import { knownUnits } from "./known-units";
import { movePrice, takeFromHourlyBudget } from "./move-price";
import { priorityFee } from "./priority-fee";
import { readComputeBudget } from "./read-compute-budget";

export type ComputeBudget = { unitLimit: number; microLamports: bigint };

/**
 * Where a move's limit comes from: "computed" from its instructions when the service knows what each costs, else
 * simulated; "simulated" always, for an attempt after one that ran out of units (a ledger whose programs cost more
 * than measured still pays, after one failed attempt).
 */
export type LimitSource = "computed" | "simulated";

const computeBudgetProgram = ComputeBudgetProgram.programId;
const maxUnits = 1_400_000;
/** Any blockhash will do: the ledger puts its latest in (replaceRecentBlockhash) and checks no signature. */
const placeholderBlockhash = "11111111111111111111111111111111";

/**
 * The two instructions that set a transaction's compute-unit limit and price. Both are always there, whatever their
 * values: a transaction's size does not depend on the fee it offers, so packing decides with stand-ins (below).
 */
export function budgetInstructions(budget: ComputeBudget): TransactionInstruction[] {
  return [
    ComputeBudgetProgram.setComputeUnitLimit({ units: budget.unitLimit }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: budget.microLamports }),
  ];
}

/** What packing measures with: the same two instructions, the same size as any real budget. */
export const standInBudget: ComputeBudget = { unitLimit: maxUnits, microLamports: 0n };

/** What the fee payer pays for the priority, in lamports: price x limit, rounded up (as the runtime charges). */
export function priorityLamports(budget: ComputeBudget): bigint {
  return (budget.microLamports * BigInt(budget.unitLimit) + 999_999n) / 1_000_000n;
}

/** The instructions without any compute-budget instruction a caller put in (the budget is decided here). */
export function withoutBudget(instructions: TransactionInstruction[]): TransactionInstruction[] {
  return instructions.filter((ix) => !ix.programId.equals(computeBudgetProgram));
}

/**
 * A limit for what the simulation used: 20% and 1,000 units of margin, rounded up to a thousand, plus a random
 * 0-999. The random part costs at most a thousandth of a lamport per micro-lamport of price, and keeps two moves
 * with equal instructions under one blockhash (two equal top-ups, two table creations in one slot) from signing the
 * same bytes, the same signature, which the ledger would run once while both records claimed it.
 */
export function limitFor(unitsConsumed: number): number {
  const withMargin = Math.ceil((unitsConsumed * 1.2 + 1_000) / 1_000) * 1_000;
  return Math.min(maxUnits, withMargin + randomInt(1_000));
}

/** What a ledger without a simulation answer would charge at most: its default of 200,000 units an instruction. */
function fallbackUnits(instructions: TransactionInstruction[]): number {
  return Math.min(maxUnits, 200_000 * Math.max(1, instructions.length));
}

/**
 * Units these instructions use, paid by `payer`, from a simulation under the largest limit. When the ledger
 * cannot simulate them (an error, or they would fail now: a float not yet topped up), the runtime's default limit
 * is used: the transaction is then no worse off than one without a budget.
 */
export async function simulatedUnits(
  payer: PublicKey,
  instructions: TransactionInstruction[],
  tables: AddressLookupTableAccount[] = [],
): Promise<number> {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: placeholderBlockhash,
    instructions: [...budgetInstructions(standInBudget), ...instructions],
  }).compileToV0Message(tables);
  try {
    const { value } = await getConnection().simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
      replaceRecentBlockhash: true,
      commitment: "confirmed",
    });
    if (value.err || !value.unitsConsumed) return fallbackUnits(instructions);
    return value.unitsConsumed;
  } catch {
    return fallbackUnits(instructions);
  }
}

/**
 * The budget of a transaction the service builds for a client to sign and pay (a swap): a limit from its own
 * simulation, a price from the ledger's recent fees for its fee payer's account (server/ledger/priority-fee.ts).
 */
export async function budgetFor(
  payer: PublicKey,
  instructions: TransactionInstruction[],
  tables: AddressLookupTableAccount[] = [],
): Promise<ComputeBudget> {
  const [units, microLamports] = await Promise.all([simulatedUnits(payer, instructions, tables), priorityFee([payer])]);
  return { unitLimit: limitFor(units), microLamports };
}

/**
 * A limit for units computed from what each instruction costs at most (known-units.ts): already a bound, so only
 * rounded up to a thousand, plus the random 0-999 (limitFor says why). At most what limitFor gives the same
 * transaction's simulation but for 544 units a token account created at bump seed 255 (its bound is its worst case),
 * so the fee at a price is no higher for a move creating one or two.
 */
export function limitForKnown(units: number): number {
  return Math.min(maxUnits, Math.ceil(units / 1_000) * 1_000 + randomInt(1_000));
}

/**
 * The budget of a move, which the service pays: a limit computed from its instructions when the service knows what
 * each costs (transfers, and token accounts created, whose bump seeds it derives: known-units.ts), else from its own
 * simulation (a re-signed attempt simulated afresh); the price every move offers now (server/ledger/move-price.ts:
 * the cluster's, raised only after unseen expiries), and no price when the hour's budget cannot take it. One policy
 * for every move, and one price at a time, so the fee of a payout says nothing of the payment behind it. A limit is
 * never carried from another transaction of the same shape: creating a token account costs more for some owners
 * than for others, and such a limit once proved too small for a payout on the devnet.
 */
export async function moveBudget(
  payer: PublicKey,
  instructions: TransactionInstruction[],
  source: LimitSource = "computed",
): Promise<ComputeBudget> {
  const known = source === "computed" ? knownUnits([...budgetInstructions(standInBudget), ...instructions]) : undefined;
  const [unitLimit, microLamports] = await Promise.all([
    known === undefined ? simulatedUnits(payer, instructions).then(limitFor) : limitForKnown(known),
    movePrice(),
  ]);
  const budget = { unitLimit, microLamports };
  return takeFromHourlyBudget(priorityLamports(budget)) ? budget : { ...budget, microLamports: 0n };
}

/**
 * What a signed message offers for its priority, in lamports, read from its compute-budget instructions (price x
 * limit; no price, nothing): a wallet may have changed what prepare proposed, and it pays what it signed.
 */
export function offeredPriorityLamports(message: VersionedMessage): bigint {
  const { unitLimit, microLamports } = readComputeBudget(message);
  if (microLamports === 0n) return 0n;
  const instructions = message.compiledInstructions.length;
  return priorityLamports({ unitLimit: Math.min(maxUnits, unitLimit ?? 200_000 * instructions), microLamports });
}

/** The same, of signed wire bytes already checked to parse. */
export function offeredPriorityOfWire(wire: Uint8Array): bigint {
  return offeredPriorityLamports(VersionedTransaction.deserialize(wire).message);
}

/**
 * What the ledger charges whoever pays for signed wire bytes, as the runtime computes it: a base fee per signature
 * plus the priority the message offers (price x limit). For moves, which sign with their keys only (no precompile
 * signatures): their fee for the books without reading the landed transaction back.
 */
export function feeOfWire(wire: Uint8Array): bigint {
  const { message } = VersionedTransaction.deserialize(wire);
  return lamportsPerSignature * BigInt(message.header.numRequiredSignatures) + offeredPriorityLamports(message);
}
