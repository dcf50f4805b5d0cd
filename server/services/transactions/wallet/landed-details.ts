import { readFinalizedTransaction } from "../../../ledger/landed-transactions";

export type LandedDetails = { blockTime: number; networkFee: bigint };

/**
 * The block time and network fee of a transaction landed on the finalized chain. A transaction that failed on chain
 * paid its fee too, so failures record it as completions do.
 */
export async function landedDetails(signature: string): Promise<LandedDetails> {
  const landed = await readFinalizedTransaction(signature);
  return { blockTime: landed?.blockTime ?? Math.floor(Date.now() / 1000), networkFee: BigInt(landed?.meta?.fee ?? 0) };
}
