import { and, asc, eq, gt, inArray, isNotNull, isNull, like, lt, ne, sql } from "drizzle-orm";
import type { AssetSymbol } from "../../assets";
import type { DbOrTx } from "../client";
import { ledgerMoves, lookupTables, transactionRecipients, transactions } from "../schema";

export type LookupTableRow = typeof lookupTables.$inferSelect;

export async function listLookupTables(db: DbOrTx, accountId: string): Promise<LookupTableRow[]> {
  return db.select().from(lookupTables).where(eq(lookupTables.accountId, accountId)).orderBy(asc(lookupTables.number));
}

/** Records a table whose creation landed; a second record of the same number is ignored. */
export async function insertLookupTable(db: DbOrTx, row: { address: string; accountId: string; number: number }) {
  await db.insert(lookupTables).values(row).onConflictDoNothing();
}

/**
 * Appends addresses a landed extension added, only if the table still holds `expectedLength` entries (the
 * extension started there): the same extension recorded twice appends once.
 */
export async function appendLookupEntries(
  db: DbOrTx,
  address: string,
  expectedLength: number,
  added: string[],
): Promise<void> {
  await db
    .update(lookupTables)
    .set({
      entries: sql`${lookupTables.entries} || array[${sql.join(
        added.map((a) => sql`${a}`),
        sql`, `,
      )}]::text[]`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(lookupTables.address, address),
        sql`coalesce(array_length(${lookupTables.entries}, 1), 0) = ${expectedLength}`,
      ),
    );
}

/** A prepared transaction loads addresses from these tables: they are in use as of `at`. */
export async function touchLookupTables(db: DbOrTx, addresses: string[], at: Date): Promise<void> {
  if (addresses.length === 0) return;
  await db
    .update(lookupTables)
    .set({ lastUsedAt: at })
    .where(and(inArray(lookupTables.address, addresses), isNull(lookupTables.closedAt)));
}

/**
 * Chooses up to `limit` tables unused and unchanged since `idleBefore`, with no extension in flight, to be closed:
 * from `now` on, prepare and the upkeep leave them alone. Returns the tables chosen.
 */
export async function chooseIdleTables(
  db: DbOrTx,
  idleBefore: Date,
  now: Date,
  limit: number,
): Promise<LookupTableRow[]> {
  const idle = and(
    isNull(lookupTables.retiringAt),
    lt(lookupTables.lastUsedAt, idleBefore),
    lt(lookupTables.updatedAt, idleBefore),
    sql`not exists (select 1 from ledger_moves m where m.key like 'lookup-table:' || ${lookupTables.address} || ':extend:%' and m.status = 'sent')`,
  );
  const candidates = db.select({ address: lookupTables.address }).from(lookupTables).where(idle).limit(limit);
  return db
    .update(lookupTables)
    .set({ retiringAt: now })
    .where(and(inArray(lookupTables.address, candidates), idle))
    .returning();
}

/** Tables chosen to be closed and not closed yet, the longest chosen first. */
export async function retiringTables(db: DbOrTx, limit: number): Promise<LookupTableRow[]> {
  return db
    .select()
    .from(lookupTables)
    .where(and(isNotNull(lookupTables.retiringAt), isNull(lookupTables.closedAt)))
    .orderBy(asc(lookupTables.retiringAt))
    .limit(limit);
}

/** A table chosen at `retiringAt` that a prepare used since goes back into use; false if anything else changed. */
export async function keepUsedTable(db: DbOrTx, address: string, retiringAt: Date): Promise<boolean> {
  const rows = await db
    .update(lookupTables)
    .set({ retiringAt: null })
    .where(
      and(
        eq(lookupTables.address, address),
        eq(lookupTables.retiringAt, retiringAt),
        isNull(lookupTables.closedAt),
        gt(lookupTables.lastUsedAt, retiringAt),
      ),
    )
    .returning({ address: lookupTables.address });
  return rows.length === 1;
}

/** The table's close is final: its rent is back in the treasury. Once. */
export async function markTableClosed(db: DbOrTx, address: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(lookupTables)
    .set({ closedAt: at })
    .where(and(eq(lookupTables.address, address), isNull(lookupTables.closedAt)))
    .returning({ address: lookupTables.address });
  return rows.length === 1;
}

/** Whether an extension of the table is recorded and not decided yet. */
export async function extensionInFlight(db: DbOrTx, address: string): Promise<boolean> {
  const [row] = await db
    .select({ key: ledgerMoves.key })
    .from(ledgerMoves)
    .where(and(like(ledgerMoves.key, `lookup-table:${address}:extend:%`), eq(ledgerMoves.status, "sent")))
    .limit(1);
  return row !== undefined;
}

/**
 * Of these recipient addresses, the ones the account paid `asset` to in another wallet-mode send or payroll (the
 * recipient's payment completed, whatever became of the rest): the recipients it pays again, not once. Read through
 * the recipients' address index, 1,000 addresses a query.
 */
export async function recipientsPaidBefore(
  db: DbOrTx,
  accountId: string,
  asset: AssetSymbol,
  addresses: string[],
  exceptTransactionId: string,
): Promise<Set<string>> {
  const paid = new Set<string>();
  for (let i = 0; i < addresses.length; i += 1_000) {
    const rows = await db
      .selectDistinct({ address: transactionRecipients.address })
      .from(transactionRecipients)
      .innerJoin(transactions, eq(transactions.id, transactionRecipients.transactionId))
      .where(
        and(
          inArray(transactionRecipients.address, addresses.slice(i, i + 1_000)),
          eq(transactionRecipients.status, "completed"),
          eq(transactions.accountId, accountId),
          eq(transactions.mode, "wallet"),
          inArray(transactions.type, ["send", "payroll"]),
          eq(transactions.inputAsset, asset),
          ne(transactions.id, exceptTransactionId),
        ),
      );
    for (const row of rows) paid.add(row.address);
  }
  return paid;
}
