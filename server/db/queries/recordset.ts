import { type SQL, sql } from "drizzle-orm";

type Cell = string | number | boolean | null | Record<string, unknown> | unknown[];

/**
 * Rows sent as one jsonb parameter and read back as a table `v` with these typed columns: a statement over any
 * number of rows with one bind parameter (a VALUES list would take one per cell, and PostgreSQL allows 65,535).
 * `columns` is written by the caller's code, never from input.
 */
export function recordset(rows: Record<string, Cell>[], columns: string): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(columns)})`;
}
