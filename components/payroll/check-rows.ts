import { PublicKey } from "@solana/web3.js";
import type { PayrollRowReport } from "@/server/contracts/payrolls";
import type { PayrollRow } from "./payroll-csv";
import type { RowProblems } from "./payroll-preview-ui";

/** A problem as the service reports it: a code the contract does not list fails to compile. */
type Problem = PayrollRowReport["problems"][number];

function addressProblem(address: string): Problem | undefined {
  try {
    if (new PublicKey(address).toBase58() === address) return undefined;
  } catch {
    // not base58, or not 32 bytes
  }
  return { code: "invalid_address", field: "address", message: "Not a ledger address (base58, 32 bytes)" };
}

function amountProblem(amount: string, decimals: number): Problem | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return { code: "invalid_amount", field: "amount", message: "Not a decimal amount, like 12.5" };
  if ((match[2] ?? "").length > decimals) {
    return { code: "too_many_decimals", field: "amount", message: `At most ${decimals} decimals` };
  }
  if (/^0*\.?0*$/.test(amount))
    return { code: "zero_amount", field: "amount", message: "The amount must be more than 0" };
  return undefined;
}

/**
 * The checks a browser can make at once, while the service's full check (the ledger's view: token accounts, rent,
 * its own wallets) is on its way: address format, amount format and decimals, zero, duplicates. The service's
 * answer replaces these as soon as it arrives, and only it can let a payroll be quoted.
 */
export function checkRowsLocally(rows: PayrollRow[], decimals: number): RowProblems {
  const problems: RowProblems = new Map();
  const add = (id: number, problem: Problem) => problems.set(id, [...(problems.get(id) ?? []), problem]);
  const seen = new Map<string, number[]>();
  for (const row of rows) {
    const address = addressProblem(row.address);
    if (address) add(row.id, address);
    else seen.set(row.address, [...(seen.get(row.address) ?? []), row.id]);
    const amount = amountProblem(row.amount, decimals);
    if (amount) add(row.id, amount);
  }
  for (const ids of seen.values()) {
    if (ids.length < 2) continue;
    for (const id of ids) {
      add(id, { code: "duplicate", field: "address", message: "The same address is in another row" });
    }
  }
  return problems;
}
