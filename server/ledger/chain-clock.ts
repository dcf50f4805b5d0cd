import { getConnection } from "./connection";

/** The ledger's slot at a commitment: the readiness probe watches it move, lookup tables wait on it. */
export async function currentSlot(commitment: "confirmed" | "finalized"): Promise<number> {
  return getConnection().getSlot(commitment);
}

/** The block height of the finalized chain: an attempt past its last valid height there can land on no fork. */
export async function finalizedBlockHeight(): Promise<bigint> {
  return BigInt(await getConnection().getBlockHeight("finalized"));
}
