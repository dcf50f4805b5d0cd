import { checkRowsLocally } from "@/components/payroll/check-rows";
import { type PayrollRow, parsePayrollCsv } from "@/components/payroll/payroll-csv";

export type RecipientLine = { line: number; address: string; amount: string };
export type RecipientsCheck = { recipients: RecipientLine[]; errors: string[] };

/**
 * The recipients typed as "address,amount" lines (a header row is optional), read by the payroll page's CSV parser
 * and checked as it checks rows: each problem names its line, so it can be fixed before the service is asked.
 */
export function checkRecipientsCsv(text: string, decimals: number): RecipientsCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { recipients: [], errors: [] };
  const hasHeader = /^\s*address\s*,/i.test(trimmed);
  const { rows, missingColumns } = parsePayrollCsv(hasHeader ? trimmed : `address,amount\n${trimmed}`);
  if (missingColumns.length > 0) return { recipients: [], errors: [`Missing column: ${missingColumns.join(", ")}`] };
  // Blank lines are skipped by the parser; the line a person sees counts them, so number rows by their text.
  const lines = numberedLines(text, hasHeader);
  const problems = checkRowsLocally(rows, decimals);
  const lineOf = (row: PayrollRow) => lines[row.id] ?? row.id + 1;
  const recipients = rows.map((row) => ({ line: lineOf(row), address: row.address, amount: row.amount }));
  const errors = rows.flatMap((row) =>
    (problems.get(row.id) ?? []).map((problem) => `Line ${lineOf(row)}: ${problem.message}`),
  );
  return { recipients, errors };
}

/** The line number of each data row, counting the header and blank lines as the text area shows them. */
function numberedLines(text: string, hasHeader: boolean): number[] {
  const filled = text
    .split(/\r?\n/)
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim() !== "")
    .map(({ number }) => number);
  return hasHeader ? filled.slice(1) : filled;
}
