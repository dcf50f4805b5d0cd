import {
  AddressLookupTableAccount,
  PACKET_DATA_SIZE,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import type { AssetSymbol } from "../assets";
import { destinationAccount, payoutInstructions, type Transfer, wireSize } from "./build-transfer";
import { budgetInstructions, type ComputeBudget, standInBudget } from "./compute-budget";

/** Accounts one transaction may reference (lock) at most, static and looked up together: the runtime's limit. */
export const maxAccountLocks = 64;

const standInBlockhash = "11111111111111111111111111111111";

/** A lookup table as the message compiler needs it, from its recorded address and entries (no ledger read). */
export function lookupTableAccount(address: string, entries: string[]): AddressLookupTableAccount {
  return new AddressLookupTableAccount({
    key: new PublicKey(address),
    state: {
      deactivationSlot: 2n ** 64n - 1n,
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: entries.map((entry) => new PublicKey(entry)),
    },
  });
}

/**
 * A legacy transaction unless it loads lookup tables: every wallet reads a legacy one, while wallets built on
 * @solana/pay 0.2.x cannot decode a v0 one (tests/wallet-libraries). A legacy message is also two bytes smaller, so
 * whatever fits as v0 (the sizes build-transfer.ts measures) fits as legacy.
 */
export function compileLeg(
  sender: PublicKey,
  asset: AssetSymbol,
  batch: Transfer[],
  missing: Set<string>,
  blockhash: string,
  tables: AddressLookupTableAccount[],
  budget: ComputeBudget = standInBudget,
): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: sender,
    recentBlockhash: blockhash,
    instructions: [...budgetInstructions(budget), ...payoutInstructions(sender, asset, batch, missing)],
  });
  return new VersionedTransaction(
    tables.length === 0 ? message.compileToLegacyMessage() : message.compileToV0Message(tables),
  );
}

/** The accounts a transaction references: its static keys and every address it loads from lookup tables. */
export function accountLocks(transaction: VersionedTransaction): number {
  const { staticAccountKeys, addressTableLookups } = transaction.message;
  return addressTableLookups.reduce(
    (n, l) => n + l.writableIndexes.length + l.readonlyIndexes.length,
    staticAccountKeys.length,
  );
}

/** The largest n in 1..most for which `fits(n)` holds (it holds for every smaller n too), by binary search. */
function longestFitting(most: number, fits: (n: number) => boolean): number {
  let low = 1;
  let high = most;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The tables holding one of these transfers' destination accounts: the only ones worth compiling against. */
export function tablesUsedBy(
  asset: AssetSymbol,
  transfers: Transfer[],
  tables: Map<AddressLookupTableAccount, Set<string>>,
): AddressLookupTableAccount[] {
  const destinations = transfers.map((t) => destinationAccount(asset, t.to).toBase58());
  return [...tables].filter(([, entries]) => destinations.some((d) => entries.has(d))).map(([table]) => table);
}

/**
 * Splits transfers into as few transactions as fit, in order, naming the accounts in `tables` by their index: each
 * batch the longest run within both limits, 1,232 bytes and 64 account locks, measured on the compiled message
 * (with lookups, sizes depend on which tables a batch uses, so no shape can be measured once for all). The search
 * starts from the previous batch's size, which is usually right: about two compilations a batch.
 */
export async function packTransfersWithTables(
  sender: PublicKey,
  asset: AssetSymbol,
  transfers: Transfer[],
  missing: Set<string>,
  tables: AddressLookupTableAccount[],
): Promise<Transfer[][]> {
  const batches: Transfer[][] = [];
  let size = 1;
  const byIndex = new Map(tables.map((table) => [table, new Set(table.state.addresses.map((a) => a.toBase58()))]));
  for (let rest = transfers; rest.length > 0; ) {
    const fits = (n: number) => {
      const batch = rest.slice(0, n);
      const used = tablesUsedBy(asset, batch, byIndex);
      const transaction = compileLeg(sender, asset, batch, missing, standInBlockhash, used);
      return wireSize(transaction) <= PACKET_DATA_SIZE && accountLocks(transaction) <= maxAccountLocks;
    };
    const most = Math.min(rest.length, maxAccountLocks);
    size = batches.length === 0 ? longestFitting(most, fits) : Math.min(size, most);
    if (fits(size)) {
      while (size < most && fits(size + 1)) size++;
    } else {
      do size--;
      while (size > 1 && !fits(size));
    }
    batches.push(rest.slice(0, size));
    rest = rest.slice(size);
    // A compilation takes a few milliseconds: other requests get a turn between batches.
    if (batches.length % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return batches;
}
