import type { PayrollRow } from "./payroll-csv";

/**
 * Names and references never leave the browser (the API pays addresses and amounts). Kept per transaction in this
 * browser, so a payroll opened again later still has them for its results file.
 */
const keyOf = (transactionId: string) => `payroll:${transactionId}`;

export function rememberRows(transactionId: string, rows: PayrollRow[]): void {
  try {
    const labels = rows.map((r) => [r.name ?? "", r.reference ?? ""]);
    localStorage.setItem(keyOf(transactionId), JSON.stringify(labels));
  } catch {
    // Storage full or off: the results file then has no names, nothing else changes.
  }
}

export function recalledLabels(transactionId: string): { name?: string; reference?: string }[] {
  try {
    const labels = JSON.parse(localStorage.getItem(keyOf(transactionId)) ?? "[]") as [string, string][];
    return labels.map(([name, reference]) => ({
      ...(name ? { name } : {}),
      ...(reference ? { reference } : {}),
    }));
  } catch {
    return [];
  }
}
