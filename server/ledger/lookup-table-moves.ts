import { AddressLookupTableProgram, type Keypair, PublicKey } from "@solana/web3.js";
import { getConnection } from "./connection";
import { type SignedMove, signMove } from "./sign-move";

/** Addresses a lookup table holds at most (its index is one byte). */
export const lookupTableCapacity = 256;

/** Addresses one extension adds: 28 × 32 bytes and the rest of the transaction (about 250) fit 1,232 bytes. */
export const addressesPerExtension = 28;

/**
 * A new lookup table, `owner` its authority and payer, signed by it. Its address derives from a recent finalized
 * slot, so each attempt (a new slot) creates a different table: only the attempt that landed counts.
 */
export async function signCreateLookupTable(owner: Keypair): Promise<{ signed: SignedMove; address: string }> {
  const recentSlot = await getConnection().getSlot("finalized");
  const [instruction, address] = AddressLookupTableProgram.createLookupTable({
    authority: owner.publicKey,
    payer: owner.publicKey,
    recentSlot,
  });
  return { signed: await signMove(owner, [], [instruction]), address: address.toBase58() };
}

/** Appends `addresses` to a table `owner` is the authority of, `owner` paying the rent of the room they take. */
export async function signExtendLookupTable(owner: Keypair, table: string, addresses: string[]): Promise<SignedMove> {
  const instruction = AddressLookupTableProgram.extendLookupTable({
    lookupTable: new PublicKey(table),
    authority: owner.publicKey,
    payer: owner.publicKey,
    addresses: addresses.map((a) => new PublicKey(a)),
  });
  return signMove(owner, [], [instruction]);
}
