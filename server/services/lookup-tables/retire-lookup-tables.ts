import type { Db } from "../../db/client";
import { findMove } from "../../db/queries/ledger-moves";
import {
  chooseIdleTables,
  extensionInFlight,
  keepUsedTable,
  type LookupTableRow,
  markTableClosed,
  retiringTables,
} from "../../db/queries/lookup-tables";
import { env } from "../../env";
import { currentSlot } from "../../ledger/chain-clock";
import { lookupTableState, signCloseLookupTable, signDeactivateLookupTable } from "../../ledger/lookup-table-moves";
import { loadTreasury } from "../../ledger/treasury";
import { log } from "../../log";
import { advanceMove } from "../moves/run-move";

const day = 24 * 3_600_000;

/**
 * Between choosing a table and deactivating it, and between its last use and its close: longer than a prepare or
 * an upkeep step that read the table before it was chosen takes to record its use or its extension, and than a
 * prepared transaction loading it stays valid (its blockhash, 150 slots, about a minute).
 */
export const retireGraceMs = 5 * 60_000;

/**
 * SlotHashes holds the last 512 slots: a table is closable once its deactivation slot has left it. Counted on the
 * finalized slot, so no fork can still see the table as deactivating.
 */
const deactivationCooldownSlots = 512n;

/** Tables chosen, and tables advanced, per call: housekeeping runs every ten minutes. */
const choosePerCall = 100;
const advancePerCall = 50;

export type RetireResult = { chosen: number; kept: number; closed: number; pending: number };

type Step = "kept" | "closed" | "pending";

/**
 * One step towards a chosen table's rent being back in the treasury: deactivated, then, a cooldown later, closed,
 * each a ledger move (run-move.ts) keyed by the table, so it happens exactly once across runs and crashes. A table
 * a prepare used after it was chosen goes back into use instead, while it can (before it is deactivated).
 */
async function advanceRetirement(db: Db, table: LookupTableRow, now: Date): Promise<Step> {
  const retiringAt = table.retiringAt!;
  const treasury = loadTreasury();
  const deactivateKey = `lookup-table:${table.address}:deactivate`;
  if (!(await findMove(db, deactivateKey))) {
    if (table.lastUsedAt > retiringAt && (await keepUsedTable(db, table.address, retiringAt))) return "kept";
    if (now.getTime() - retiringAt.getTime() < retireGraceMs) return "pending";
    if (await extensionInFlight(db, table.address)) return "pending";
  }
  const deactivated = await advanceMove(db, {
    key: deactivateKey,
    purpose: "lookup_table",
    payer: treasury,
    sign: async () => ({
      signed: await signDeactivateLookupTable(treasury, table.address),
      details: { table: table.address, accountId: table.accountId },
    }),
  });
  if (deactivated.state !== "landed") return "pending";

  const closeKey = `lookup-table:${table.address}:close`;
  if (!(await findMove(db, closeKey))) {
    const state = await lookupTableState(table.address);
    if (!state?.deactivationSlot) return "pending";
    const finalized = BigInt(await currentSlot("finalized"));
    if (finalized <= state.deactivationSlot + deactivationCooldownSlots) return "pending";
    // The last prepared transaction that loaded it has expired: closing cannot make it fail.
    if (now.getTime() - table.lastUsedAt.getTime() < retireGraceMs) return "pending";
  }
  const closed = await advanceMove(db, {
    key: closeKey,
    purpose: "lookup_table",
    payer: treasury,
    sign: async () => {
      const state = await lookupTableState(table.address);
      return {
        signed: await signCloseLookupTable(treasury, table.address),
        // What returns to the treasury: the table's rent.
        details: { table: table.address, accountId: table.accountId, rent: String(state?.lamports ?? 0n) },
      };
    },
  });
  if (closed.state !== "landed") return "pending";
  await markTableClosed(db, table.address, now);
  return "closed";
}

/**
 * Housekeeping of wallet-mode lookup tables: a table no prepared transaction loaded, and no extension changed, for
 * LOOKUP_TABLE_IDLE_DAYS is chosen to be closed; prepare and the upkeep stop using it at once, and later calls
 * deactivate it, then close it with its rent back to the treasury (a new table is created if the account needs one
 * again). Each call takes one step per table; bounded per call. 0 days chooses none (tables chosen before still
 * close).
 */
export async function retireIdleLookupTables(
  db: Db,
  now = new Date(),
  idleDays = env().LOOKUP_TABLE_IDLE_DAYS,
): Promise<RetireResult> {
  const result: RetireResult = { chosen: 0, kept: 0, closed: 0, pending: 0 };
  if (idleDays > 0) {
    result.chosen = (await chooseIdleTables(db, new Date(now.getTime() - idleDays * day), now, choosePerCall)).length;
  }
  for (const table of await retiringTables(db, advancePerCall)) {
    // One table whose move needs an operator (run-move.ts gives up after five failures) holds up no other.
    const step = await advanceRetirement(db, table, now).catch((error: unknown): Step => {
      log.error("a lookup table could not be closed", { table: table.address, error });
      return "pending";
    });
    result[step]++;
  }
  return result;
}
