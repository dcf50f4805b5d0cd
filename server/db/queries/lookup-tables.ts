import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { lookupTables } from "../schema";

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
