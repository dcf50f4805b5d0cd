import Papa from "papaparse";

/** One row of the payroll as the page edits it; `id` stays the same through edits and removals. */
export type PayrollRow = { id: number; address: string; amount: string; name?: string; reference?: string };

export const payrollTemplate = [
  "address,amount,name,reference",
  "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin,1250.00,Ada Lovelace,nov-salary",
  "3h1zGmCwsRJnVk5BuRNMLsPaQu1y2aqXqXDWYCgrp5UG,980.50,Grace Hopper,nov-salary",
  "",
].join("\n");

/** The CSV's rows (header row first, columns in any order and case); cells trimmed, blank lines skipped. */
export function parsePayrollCsv(text: string): { rows: PayrollRow[]; missingColumns: string[] } {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim().toLowerCase(),
    transform: (value) => value.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const missingColumns = ["address", "amount"].filter((column) => !fields.includes(column));
  const rows = parsed.data.map((cells, id) => ({
    id,
    address: cells.address ?? "",
    amount: cells.amount ?? "",
    ...(cells.name ? { name: cells.name } : {}),
    ...(cells.reference ? { reference: cells.reference } : {}),
  }));
  return { rows, missingColumns };
}

export type ResultRow = PayrollRow & { status: string; signature: string | null; failure?: string };

/** The results file for the books: every row with its status and ledger signature. */
export function resultsCsv(rows: ResultRow[]): string {
  return Papa.unparse(
    rows.map((r) => ({
      address: r.address,
      amount: r.amount,
      name: r.name ?? "",
      reference: r.reference ?? "",
      status: r.status,
      signature: r.signature ?? "",
      failure: r.failure ?? "",
    })),
    { columns: ["address", "amount", "name", "reference", "status", "signature", "failure"] },
  );
}

/** Offers `text` as a file download, as if from a link. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
