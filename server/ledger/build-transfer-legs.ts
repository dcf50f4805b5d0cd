import type { AddressLookupTableAccount, PublicKey, VersionedTransaction } from "@solana/web3.js";
import type { AssetSymbol } from "../assets";
import {
  destinationAccount,
  missingTokenAccounts,
  packTransfers,
  payoutInstructions,
  type Transfer,
} from "./build-transfer";
import { limitFor, priorityLamports, simulatedUnits } from "./compute-budget";
import { getConnection } from "./connection";
import { compileLeg, packTransfersWithTables } from "./lookup-table-packing";
import { priorityFee } from "./priority-fee";

export type TransferLeg = {
  transaction: VersionedTransaction;
  /** Position of the leg's first transfer in the list given, and how many it makes. */
  first: number;
  count: number;
  tokenAccountsCreated: number;
  /** What the leg offers for priority, in lamports (its compute-unit price x limit). */
  priorityFee: bigint;
};

/** The tables holding at least one of these transfers' destination accounts: the only ones worth a lookup. */
function tablesFor(asset: AssetSymbol, transfers: Transfer[], tables: AddressLookupTableAccount[]) {
  const destinations = new Set(transfers.map((t) => destinationAccount(asset, t.to).toBase58()));
  return tables.filter((table) => table.state.addresses.some((a) => destinations.has(a.toBase58())));
}

/**
 * Every ledger transaction a send or payroll of any size needs, for the wallet to sign: the transfers packed in
 * order into as few transactions as fit (packTransfers), all on one blockhash, each creating the recipients' token
 * accounts that do not exist yet. Lookup tables holding recipients paid before are used when they lower the number
 * of transactions.
 */
export async function buildTransferLegs(
  sender: PublicKey,
  asset: AssetSymbol,
  transfers: Transfer[],
  tables: AddressLookupTableAccount[] = [],
) {
  const missing = await missingTokenAccounts(
    asset,
    transfers.map((t) => t.to),
  );
  const plain = packTransfers(asset, transfers, missing);
  const useful = tablesFor(asset, transfers, tables);
  const looked =
    useful.length > 0 ? await packTransfersWithTables(sender, asset, transfers, missing, useful) : undefined;
  const [batches, withTables] = looked && looked.length < plain.length ? [looked, useful] : [plain, []];
  const { blockhash, lastValidBlockHeight } = await getConnection().getLatestBlockhash();
  // One price for every leg (what the sender and the first recipients' accounts paid lately). Units: SOL transfers
  // cost the same whoever is paid, so legs of one size share a simulation; a leg that creates token accounts is
  // simulated itself, since each creation searches its address's bump seed and costs more for some owners than
  // for others (a limit measured on another leg can be too small).
  const microLamports = await priorityFee([
    sender,
    ...transfers.slice(0, 127).map((t) => destinationAccount(asset, t.to)),
  ]);
  const unitsByShape = new Map<string, number>();
  const legs: TransferLeg[] = [];
  let first = 0;
  for (const batch of batches) {
    const tokenAccountsCreated =
      missing.size === 0 ? 0 : batch.filter((t) => missing.has(destinationAccount(asset, t.to).toBase58())).length;
    const shape = tokenAccountsCreated === 0 ? `${asset}:${batch.length}` : undefined;
    let units = shape === undefined ? undefined : unitsByShape.get(shape);
    if (units === undefined) {
      units = await simulatedUnits(sender, payoutInstructions(sender, asset, batch, missing), withTables);
      if (shape !== undefined) unitsByShape.set(shape, units);
    }
    const budget = { unitLimit: limitFor(units), microLamports };
    const transaction = compileLeg(sender, asset, batch, missing, blockhash, withTables, budget);
    legs.push({ transaction, first, count: batch.length, tokenAccountsCreated, priorityFee: priorityLamports(budget) });
    first += batch.length;
    // Compiling a message takes a few milliseconds: other requests get a turn between batches of them.
    if (legs.length % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return { legs, lastValidBlockHeight, recipientsNeedingAta: missing.size, lookupTables: withTables.length };
}
