import type { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../../assets";
import type { PayrollProblemCode, PayrollRowReport } from "../../contracts/payrolls";
import { parseAddress } from "../../ledger/address";
import { parseAmount } from "../../money";
import { addressRefusal } from "../transactions/recipient-rules";
import type { CsvRow } from "./parse-payroll-csv";

type Problem = PayrollRowReport["problems"][number];
export type CheckedRow = { report: PayrollRowReport; to?: PublicKey; units?: bigint };

const maxU64 = 2n ** 64n - 1n;

const problem = (code: PayrollProblemCode, field: Problem["field"], message: string): Problem => ({
  code,
  field,
  message,
});

function addressProblem(text: string): { to?: PublicKey; problem?: Problem } {
  const to = parseAddress(text) ?? undefined;
  if (!to) return { problem: problem("invalid_address", "address", "Not a ledger address (base58, 32 bytes)") };
  const refused = addressRefusal(to);
  if (refused) return { problem: problem(refused.reason, refused.field, refused.message) };
  return { to };
}

function amountProblem(text: string, asset: AssetSymbol): { units?: bigint; problem?: Problem } {
  const { decimals } = assets[asset];
  const amount = parseAmount(text, decimals);
  if (!amount.ok && amount.reason === "too_many_decimals") {
    return { problem: problem("too_many_decimals", "amount", `${asset} has at most ${decimals} decimals`) };
  }
  if (!amount.ok) return { problem: problem("invalid_amount", "amount", "Not a decimal amount, like 12.5") };
  if (amount.units === 0n) return { problem: problem("zero_amount", "amount", "The amount must be more than 0") };
  if (amount.units > maxU64) {
    return { problem: problem("amount_too_large", "amount", `More ${asset} than the ledger can move at once`) };
  }
  return { units: amount.units };
}

/** What is wrong with one row on its own (the ledger and the other rows are asked later). `row` counts from 1. */
export function checkPayrollRow(input: CsvRow, row: number, asset: AssetSymbol, overLimit: boolean): CheckedRow {
  const { malformed, ...fields } = input;
  const report: PayrollRowReport = { row, ...fields, problems: [] };
  if (overLimit) {
    report.problems.push(problem("over_limit", "row", "Past the 10,000 recipients a payroll takes; split the file"));
    return { report };
  }
  if (malformed) report.problems.push(problem("malformed_row", "row", malformed));
  const address = addressProblem(input.address);
  const amount = amountProblem(input.amount, asset);
  for (const found of [address.problem, amount.problem]) if (found) report.problems.push(found);
  return { report, to: address.to, units: amount.units };
}

/** Other rows named in a duplicate's message at most: the rest is "...". */
const maxNamed = 5;

/**
 * Every row whose address appears in another row too, each told which other rows (the first few). Linear in the
 * rows: a file of 10,000 copies of one address is answered as fast as 10,000 distinct ones.
 */
export function flagDuplicates(rows: CheckedRow[]): void {
  const byAddress = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    if (!row.to) continue;
    const key = row.to.toBase58();
    const same = byAddress.get(key);
    if (same) same.push(row);
    else byAddress.set(key, [row]);
  }
  for (const same of byAddress.values()) {
    if (same.length < 2) continue;
    // The first maxNamed + 1 rows name every row's first maxNamed others (a row skips itself among them).
    const head = same.slice(0, maxNamed + 1);
    for (const row of same) {
      const others = head.filter((o) => o !== row).slice(0, maxNamed);
      const listed = others.map((o) => o.report.row).join(", ") + (same.length - 1 > maxNamed ? ", ..." : "");
      row.report.problems.push(
        problem("duplicate", "address", `The same address is in row ${listed}; merge the amounts into one row`),
      );
    }
  }
}
