import { ComputeBudgetProgram, type VersionedMessage } from "@solana/web3.js";

const computeBudgetProgram = ComputeBudgetProgram.programId;

/**
 * The compute-unit limit and price a message's ComputeBudget instructions set (SetComputeUnitLimit, tag 2, u32;
 * SetComputeUnitPrice, tag 3, u64 micro-lamports): no limit instruction, no limit; no price, 0.
 */
export function readComputeBudget(message: VersionedMessage): { unitLimit?: number; microLamports: bigint } {
  const keys = message.staticAccountKeys;
  let unitLimit: number | undefined;
  let microLamports = 0n;
  for (const ix of message.compiledInstructions) {
    if (!keys[ix.programIdIndex]?.equals(computeBudgetProgram)) continue;
    const data = Buffer.from(ix.data);
    if (data[0] === 2 && data.length >= 5) unitLimit = data.readUInt32LE(1);
    if (data[0] === 3 && data.length >= 9) microLamports = data.readBigUInt64LE(1);
  }
  return { unitLimit, microLamports };
}
