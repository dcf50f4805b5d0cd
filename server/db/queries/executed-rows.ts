/** The rows of a raw `db.execute`: postgres.js answers an array, PGlite an object holding `rows`. */
export function executedRows<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
