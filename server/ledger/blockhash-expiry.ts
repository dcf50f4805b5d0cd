import { getConnection } from "./connection";

/**
 * True once no fork can still land a transaction made on `blockhash`: neither the confirmed nor the finalized chain
 * holds it as valid. The confirmed chain alone may be a fork the cluster abandons, and it runs about 32 slots ahead
 * of the finalized one, on which the bytes can still land until the finalized chain too is past the blockhash. The
 * finalized chain alone does not know a blockhash younger than itself, which is valid, not expired.
 */
export async function blockhashExpiredForGood(blockhash: string): Promise<boolean> {
  const connection = getConnection();
  if ((await connection.isBlockhashValid(blockhash, { commitment: "confirmed" })).value) return false;
  return !(await connection.isBlockhashValid(blockhash, { commitment: "finalized" })).value;
}
