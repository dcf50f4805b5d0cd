import type { z } from "zod";
import { type AssetSymbol, assets } from "../../assets";
import { maxPayrollRecipients, type validatePayrollBody } from "../../contracts/payrolls";
import type { DbOrTx } from "../../db/client";
import { counterpartiesOfAddresses } from "../../db/queries/counterparties";
import { AppError } from "../../errors";
import { missingTokenAccounts, packTransfers, type Transfer } from "../../ledger/build-transfer";
import { formatAmount } from "../../money";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../pricing";
import { counterpartyView } from "../counterparties/counterparty-view";
import { previewPolicies } from "../policies/preview-policies";
import { recipientRefusals } from "../transactions/recipient-rules";
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
 * What the ledger says about rows that are fine on their own, by the rules every create applies
 * (recipient-rules.ts): a token account, mint, program or sysvar is not a wallet; a SOL payment to an address with
 * no account must leave it rent-exempt; a frozen token account cannot receive.
 */
async function checkAgainstLedger(asset: AssetSymbol, rows: Valid[]): Promise<void> {
  const refusals = await recipientRefusals(
    asset,
    rows.map((r) => ({ to: r.to, amount: r.units })),
  );
  for (const [i, row] of rows.entries()) {
    const refused = refusals[i];
    if (refused) row.report.problems.push({ code: refused.reason, field: refused.field, message: refused.message });
  }
}

/** The address book's entries of these addresses, and how many rows pay none that is active. */
async function addressBookOf(db: DbOrTx, accountId: string, addresses: string[]) {
  const now = new Date();
  const entries = (await counterpartiesOfAddresses(db, accountId, [...new Set(addresses)])).map((row) =>
    counterpartyView(row, now),
  );
  const active = new Set(entries.filter((e) => e.active).map((e) => e.address));
  return { entries, outside: addresses.filter((address) => !active.has(address)).length };
}

/** What the account's policies would say of the valid rows as a payroll, in either mode. */
async function policiesOf(db: DbOrTx, accountId: string, asset: AssetSymbol, transfers: Transfer[]) {
  const recipients = transfers.map((t) => ({ address: t.to.toBase58(), amount: t.amount }));
  const payroll = { type: "payroll", asset, recipients };
  return {
    wallet: await previewPolicies(db, accountId, { ...payroll, mode: "wallet" }),
    private: await previewPolicies(db, accountId, { ...payroll, mode: "private" }),
  };
}

/**
 * POST /v1/payrolls/validate: every problem of every row at once (a file is fixed in one pass, not one error per
 * try), the totals of the valid rows, the token accounts a payment would create and their rent, and the ledger
 * transactions a wallet-mode payroll needs, and who the rows pay by the address book. Reads only; nothing is recorded.
 */
export async function validatePayroll(db: DbOrTx, accountId: string, body: Body) {
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
  const addressBook = await addressBookOf(
    db,
    accountId,
    transfers.map((t) => t.to.toBase58()),
  );
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
    addressBook,
    policies: await policiesOf(db, accountId, asset, transfers),
  };
}
