import { randomInt } from "node:crypto";
import { AddressLookupTableAccount, AddressLookupTableProgram, type Keypair, PublicKey } from "@solana/web3.js";
import { getConnection } from "./connection";
import { type SignedMove, signMove } from "./sign-move";

/** Addresses a lookup table holds at most (its index is one byte). */
export const lookupTableCapacity = 256;

/** Addresses one extension adds: 28 × 32 bytes and the rest of the transaction (about 250) fit 1,232 bytes. */
export const addressesPerExtension = 28;

/** Recent finalized slots with a block a creation picks its slot among (all well inside SlotHashes' 512). */
const recentSlotChoices = 32;

/**
 * A new lookup table, `owner` its authority and payer, signed by it. Its address derives from (authority, recent
 * slot), and the treasury is every table's authority: two creations signed in one slot under one blockhash (two
 * accounts' tables) would otherwise sign identical bytes, one signature two records claim as their own table. So
 * each creation picks its slot at random among the recent finalized ones that have a block (a skipped slot is not
 * in SlotHashes), and signMove gives it a limit with a random part (compute-budget.ts), so its bytes are its own. Two that
 * still pick one slot derive one address: the second fails on chain, and its move signs again (run-move.ts) with
 * another slot. Each attempt creates a different table: only the attempt that landed counts.
 */
export async function signCreateLookupTable(owner: Keypair): Promise<{ signed: SignedMove; address: string }> {
  const connection = getConnection();
  const finalized = await connection.getSlot("finalized");
  const slots = await connection.getBlocks(Math.max(0, finalized - recentSlotChoices + 1), finalized, "finalized");
  const recentSlot = slots.length > 0 ? slots[randomInt(slots.length)]! : finalized;
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

/** Deactivates a table `owner` is the authority of: no extension any more, closable once the deactivation is old. */
export async function signDeactivateLookupTable(owner: Keypair, table: string): Promise<SignedMove> {
  const instruction = AddressLookupTableProgram.deactivateLookupTable({
    lookupTable: new PublicKey(table),
    authority: owner.publicKey,
  });
  return signMove(owner, [], [instruction]);
}

/** Closes a deactivated table `owner` is the authority of; its rent goes to `owner`. */
export async function signCloseLookupTable(owner: Keypair, table: string): Promise<SignedMove> {
  const instruction = AddressLookupTableProgram.closeLookupTable({
    lookupTable: new PublicKey(table),
    authority: owner.publicKey,
    recipient: owner.publicKey,
  });
  return signMove(owner, [], [instruction]);
}

/**
 * A table's slot of deactivation once deactivated (null while active), and its lamports; undefined when the account
 * is gone (closed).
 */
export async function lookupTableState(
  table: string,
): Promise<{ deactivationSlot: bigint | null; lamports: bigint } | undefined> {
  const connection = getConnection();
  const account = await connection.getAccountInfo(new PublicKey(table), "finalized");
  if (!account) return undefined;
  const state = AddressLookupTableAccount.deserialize(account.data);
  const active = state.deactivationSlot === BigInt("0xffffffffffffffff");
  return { deactivationSlot: active ? null : state.deactivationSlot, lamports: BigInt(account.lamports) };
}
