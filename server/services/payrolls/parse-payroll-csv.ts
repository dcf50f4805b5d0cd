import Papa from "papaparse";
import { maxPayrollRecipients, type PayrollRow } from "../../contracts/payrolls";
import { AppError } from "../../errors";

const required = ["address", "amount"] as const;

/** A CSV row as read, and what the parser found wrong with its shape (too few or too many fields). */
export type CsvRow = PayrollRow & { malformed?: string };

/**
 * The rows of a payroll CSV file: a header row names the columns (`address`, `amount`, optional `name` and
 * `reference`, in any order and case), blank lines are skipped, quoted fields may hold commas. A file without the
 * required columns, or with more rows than a payroll could ever take, is refused as a whole.
 */
export function parsePayrollCsv(text: string): CsvRow[] {
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const columns = parsed.meta.fields ?? [];
  const missing = required.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new AppError("INVALID_REQUEST", `The CSV header must name the columns ${required.join(" and ")}`, {
      reason: "missing_columns",
      missing,
      found: columns.slice(0, 20),
    });
  }
  if (parsed.data.length > maxPayrollRecipients * 2) {
    throw new AppError("INVALID_REQUEST", `The CSV has more rows than a payroll takes (${maxPayrollRecipients})`, {
      reason: "too_many_rows",
      rows: parsed.data.length,
      maxRows: maxPayrollRecipients,
    });
  }
  const malformed = new Map(parsed.errors.filter((e) => e.row !== undefined).map((e) => [e.row!, e.message]));
  return parsed.data.map((record, index) => ({
    address: (record.address ?? "").trim(),
    amount: (record.amount ?? "").trim(),
    ...(record.name?.trim() && { name: record.name.trim() }),
    ...(record.reference?.trim() && { reference: record.reference.trim() }),
    ...(malformed.has(index) && { malformed: malformed.get(index) }),
  }));
}
