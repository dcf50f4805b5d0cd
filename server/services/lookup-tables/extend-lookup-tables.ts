import { PublicKey } from "@solana/web3.js";
import type { Db } from "../../db/client";
import { findMove } from "../../db/queries/ledger-moves";
import {
  appendLookupEntries,
  insertLookupTable,
  type LookupTableRow,
  listLookupTables,
  recipientsPaidBefore,
} from "../../db/queries/lookup-tables";
import { findTransactionById, listRecipients } from "../../db/queries/transactions";
import { env } from "../../env";
import { destinationAccount } from "../../ledger/build-transfer";
import {
  addressesPerExtension,
  lookupTableCapacity,
  signCreateLookupTable,
  signExtendLookupTable,
} from "../../ledger/lookup-table-moves";
import { loadTreasury } from "../../ledger/treasury";
import { settleMove } from "../moves/run-move";

export type UpkeepState = "done" | "pending";

/** How long one step waits for its move to be final: short, so a run never holds an executor worker for long. */
const stepWaitMs = 3_000;

/**
 * The accounts a completed payroll paid into (wallets for SOL, token accounts otherwise) not in a table in use yet
 * (one chosen to be closed no longer counts: its addresses go into a live table again), of the recipients the
 * account paid before in another wallet send or payroll. A table's room costs the treasury rent and fees it does
 * not recover while the table is used: a recipient paid once (a payroll of one-lamport payments to strangers) adds
 * nothing; the second payroll to a recipient adds it, for the third and later to use.
 */
async function addressesToAdd(db: Db, transactionId: string, tables: LookupTableRow[]): Promise<string[]> {
  const row = await findTransactionById(db, transactionId);
  if (row?.status !== "completed" || row.mode !== "wallet") return [];
  const known = new Set(tables.flatMap((table) => table.entries));
  const paid = (await listRecipients(db, transactionId)).filter((r) => r.status === "completed");
  const unknown = paid
    .map((r) => ({
      wallet: r.address,
      account: destinationAccount(row.inputAsset, new PublicKey(r.address)).toBase58(),
    }))
    .filter((r) => !known.has(r.account));
  const wallets = unknown.map((r) => r.wallet);
  const again = await recipientsPaidBefore(db, row.accountId, row.inputAsset, wallets, transactionId);
  return [...new Set(unknown.filter((r) => again.has(r.wallet)).map((r) => r.account))];
}

/** One step towards the account's next table existing; recorded once its creation is final. */
async function createTable(db: Db, accountId: string, number: number): Promise<UpkeepState> {
  const key = `lookup-table:${accountId}:${number}:create`;
  const state = await settleMove(
    db,
    {
      key,
      purpose: "lookup_table",
      payer: loadTreasury(),
      sign: async () => {
        const { signed, address } = await signCreateLookupTable(loadTreasury());
        return { signed, details: { accountId, number, address } };
      },
    },
    stepWaitMs,
  );
  if (state.state === "landed") {
    const move = await findMove(db, key);
    await insertLookupTable(db, { address: String(move?.details.address), accountId, number });
  }
  return "pending";
}

/**
 * One step towards a table holding more addresses. The extension is keyed by where it starts in the table, so a
 * resumed run finishes the one on record (with the addresses recorded in it) before starting another; its entries
 * are appended once it is final, from then on usable by prepare.
 */
async function extendTable(db: Db, table: LookupTableRow, addresses: string[]): Promise<UpkeepState> {
  const from = table.entries.length;
  const key = `lookup-table:${table.address}:extend:${from}`;
  const state = await settleMove(
    db,
    {
      key,
      purpose: "lookup_table",
      payer: loadTreasury(),
      sign: async () => ({
        signed: await signExtendLookupTable(loadTreasury(), table.address, addresses),
        details: { table: table.address, from, addresses },
      }),
    },
    stepWaitMs,
  );
  if (state.state === "landed") {
    const move = await findMove(db, key);
    await appendLookupEntries(db, table.address, from, (move?.details.addresses as string[] | undefined) ?? []);
  }
  return "pending";
}

/**
 * One step (waiting up to 3 s for its move to be final) of keeping an account's lookup tables after a completed
 * wallet payroll: its repeat recipients' accounts are appended (28 an extension) to the account's last live table
 * (not chosen to be closed, retire-lookup-tables.ts), a new table created when there is none or it is full, up to
 * LOOKUP_TABLES_PER_ACCOUNT tables not closed: the most rent an account's tables hold of the treasury's. Every table
 * creation and extension is a ledger move (run-move.ts): recorded before it is sent, decided by its recorded
 * signature, signed again only after it expired unseen, so each happens exactly once across crashes and retries.
 * Call until "done".
 */
export async function advanceLookupTables(db: Db, accountId: string, transactionId: string): Promise<UpkeepState> {
  // Every table ever created keeps its number (a creation's move is keyed by it); only live ones are extended.
  const tables = await listLookupTables(db, accountId);
  const live = tables.filter((table) => !table.retiringAt);
  const wanted = await addressesToAdd(db, transactionId, live);
  const last = live.at(-1);
  if (wanted.length === 0) return "done";
  if (!last || last.entries.length >= lookupTableCapacity) {
    const open = tables.filter((table) => !table.closedAt).length;
    return open >= env().LOOKUP_TABLES_PER_ACCOUNT ? "done" : createTable(db, accountId, tables.length);
  }
  const room = lookupTableCapacity - last.entries.length;
  return extendTable(db, last, wanted.slice(0, Math.min(addressesPerExtension, room)));
}
