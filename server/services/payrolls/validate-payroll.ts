import type { z } from "zod";
import { type AssetSymbol, assets } from "../../assets";
import { maxPayrollRecipients, type validatePayrollBody } from "../../contracts/payrolls";
import { AppError } from "../../errors";
import { fetchAccounts, isTokenAccount } from "../../ledger/accounts";
import { missingTokenAccounts, packTransfers, type Transfer } from "../../ledger/build-transfer";
import { getConnection } from "../../ledger/connection";
import { formatAmount } from "../../money";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../pricing";
import { type CheckedRow, checkPayrollRow, flagDuplicates } from "./check-payroll-row";
import { type CsvRow, parsePayrollCsv } from "./parse-payroll-csv";

type Body = z.infer<typeof validatePayrollBody>;
type Valid = CheckedRow & Required<Pick<CheckedRow, "to" | "units">>;

const isValid = (row: CheckedRow): row is Valid => row.report.problems.length === 0 && !!row.to && !!row.units;

function rowsOf(body: Body): CsvRow[] {
  if ((body.csv === undefined) === (body.recipients === undefined)) {
    throw new AppError("INVALID_REQUEST", "Give the rows as either recipients or csv, not both", {
      field: "recipients",
    });
  }
  return body.csv === undefined ? (body.recipients ?? []) : parsePayrollCsv(body.csv);
}

/**
 * What the ledger says about rows that are fine on their own: a token account is not a wallet (tokens sent "to" it
 * would be stuck); a SOL payment to an address with no account must leave it rent-exempt, or the ledger refuses it.
 */
async function checkAgainstLedger(asset: AssetSymbol, rows: Valid[]): Promise<void> {
  const accounts = await fetchAccounts(rows.map((r) => r.to));
  const rentFloor = asset === "SOL" ? BigInt(await getConnection().getMinimumBalanceForRentExemption(0)) : 0n;
  for (const [i, row] of rows.entries()) {
    const account = accounts[i];
    if (isTokenAccount(account)) {
      row.report.problems.push({
        code: "token_account",
        field: "address",
        message: "A token account, not a wallet: pay the wallet that owns it",
      });
    } else if (!account && row.units < rentFloor) {
      row.report.problems.push({
        code: "below_rent_minimum",
        field: "amount",
        message: `A new account needs at least ${formatAmount(rentFloor, assets.SOL.decimals)} SOL; send at least that`,
      });
    }
  }
}

/**
 * POST /v1/payrolls/validate: every problem of every row at once (a file is fixed in one pass, not one error per
 * try), the totals of the valid rows, the token accounts a payment would create and their rent, and the ledger
 * transactions a wallet-mode payroll needs. Reads only; nothing is recorded.
 */
export async function validatePayroll(body: Body) {
  const { asset } = body;
  const checked = rowsOf(body).map((row, i) => checkPayrollRow(row, i + 1, asset, i >= maxPayrollRecipients));
  flagDuplicates(checked);
  await checkAgainstLedger(asset, checked.filter(isValid));
  const valid = checked.filter(isValid);
  const transfers: Transfer[] = valid.map((row) => ({ to: row.to, amount: row.units }));
  const missing = await missingTokenAccounts(
    asset,
    transfers.map((t) => t.to),
  );
  const legs = transfers.length > 0 ? packTransfers(asset, transfers, missing).length : 0;
  return {
    asset,
    valid: valid.length === checked.length,
    rows: checked.filter((row) => row.report.problems.length > 0).map((row) => row.report),
    totals: {
      rows: checked.length,
      validRows: valid.length,
      invalidRows: checked.length - valid.length,
      amount: formatAmount(
        transfers.reduce((sum, t) => sum + t.amount, 0n),
        assets[asset].decimals,
      ),
    },
    tokenAccountsToCreate: missing.size,
    tokenAccountRent: formatAmount(tokenAccountRentLamports * BigInt(missing.size), assets.SOL.decimals),
    walletTransactions: legs,
    networkFee: formatAmount(lamportsPerSignature * BigInt(legs), assets.SOL.decimals),
  };
}
