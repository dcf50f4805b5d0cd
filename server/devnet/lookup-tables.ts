import type { ReadonlyUint8Array } from "@solana/kit";
import { AddressLookupTableAccount, AddressLookupTableProgram, type VersionedMessage } from "@solana/web3.js";
import { slotHashesDepth } from "./slot-timeline";

export type LoadedAddresses = { writable: string[]; readonly: string[] };
type AccountBytes = { data: ReadonlyUint8Array; programAddress: string } | null;

export const lookupTableProgram = AddressLookupTableProgram.programId.toBase58();

/** An address lookup table's state, or undefined when the account is not one. */
export function decodeLookupTable(account: AccountBytes) {
  if (!account || account.programAddress !== lookupTableProgram) return undefined;
  try {
    return AddressLookupTableAccount.deserialize(account.data as Uint8Array);
  } catch {
    return undefined;
  }
}

/** The addresses a v0 message loads from lookup tables, as the runtime resolves them (writable ones first). */
export function loadedAddresses(message: VersionedMessage, account: (key: string) => AccountBytes): LoadedAddresses {
  const loaded: LoadedAddresses = { writable: [], readonly: [] };
  for (const lookup of message.addressTableLookups) {
    const addresses = decodeLookupTable(account(lookup.accountKey.toBase58()))?.addresses ?? [];
    for (const i of lookup.writableIndexes) loaded.writable.push(addresses[i]?.toBase58() ?? "");
    for (const i of lookup.readonlyIndexes) loaded.readonly.push(addresses[i]?.toBase58() ?? "");
  }
  return loaded;
}

const never = 2n ** 64n - 1n;

/**
 * Why a v0 message's lookups cannot be resolved at `slot`, as a validator names it, or undefined when they can: a
 * table that is not there or was deactivated long enough ago to be gone from SlotHashes (devnet-ledger.ts gives it
 * the newest slots, the current one among them), an account that is not a
 * table, or an index past the addresses that are active (those extended in this slot are not yet).
 */
export function lookupFailure(
  message: VersionedMessage,
  account: (key: string) => AccountBytes,
  slot: number,
): string | undefined {
  for (const lookup of message.addressTableLookups) {
    const held = account(lookup.accountKey.toBase58());
    if (!held) return "AddressLookupTableNotFound";
    if (held.programAddress !== lookupTableProgram) return "InvalidAddressLookupTableOwner";
    const table = decodeLookupTable(held);
    if (!table) return "InvalidAddressLookupTableData";
    const { deactivationSlot, lastExtendedSlot, lastExtendedSlotStartIndex, addresses } = table;
    const deactivatedAt = BigInt(deactivationSlot);
    if (deactivatedAt !== never && !(deactivatedAt <= BigInt(slot) && BigInt(slot) - deactivatedAt < slotHashesDepth)) {
      return "AddressLookupTableNotFound";
    }
    const active = slot > lastExtendedSlot ? addresses.length : lastExtendedSlotStartIndex;
    const indexes = [...lookup.writableIndexes, ...lookup.readonlyIndexes];
    if (indexes.some((i) => i >= active)) return "InvalidAddressLookupTableIndex";
  }
  return undefined;
}
