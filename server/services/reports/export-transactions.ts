import { type AssetSymbol, assets } from "../../assets";
import type { DbOrTx } from "../../db/client";
import { type ExportCursor, type ExportRow, exportPage } from "../../db/queries/transaction-export";
import { formatAmount } from "../../money";
import { csvLine } from "./csv-cells";

export const exportColumns = [
  "transaction_id",
  "created_at",
  "payroll_name",
  "type",
  "mode",
  "asset",
  "amount",
  "fee",
  "fee_asset",
  "recipient",
  "counterparty_name",
  "signature",
  "block_time",
  "status",
  "recipient_status",
] as const;

/** Rows read per query: a page, never the whole window, sits in memory (about 1 MB of CSV). */
export const exportPageSize = 5_000;

const amountOf = (units: string, asset: string) => formatAmount(BigInt(units), assets[asset as AssetSymbol].decimals);

function line(row: ExportRow): string {
  return csvLine([
    row.transactionId,
    row.createdAt,
    // Transactions carry no name yet: the column is kept so the layout does not change when payrolls get one.
    null,
    row.type,
    row.mode,
    row.asset,
    amountOf(row.amount, row.asset),
    // The transaction's fee once, on its first recipient's row, so a column sum is the fees paid.
    row.position === 0 ? amountOf(row.fee, row.feeAsset) : "0",
    row.feeAsset,
    row.recipient,
    row.counterpartyName,
    row.signature,
    row.blockTime === null ? null : new Date(Number(row.blockTime) * 1000).toISOString(),
    row.status,
    row.recipientStatus,
  ]);
}

/**
 * GET /v1/reports/transactions.csv: one line per recipient of the account's transactions created in [from, to)
 * (to: now when not given, so rows created during the export do not join it), streamed a page at a time by a
 * keyset cursor. Amounts are exact decimal strings.
 */
export function exportTransactionsCsv(
  db: DbOrTx,
  accountId: string,
  range: { from?: string; to?: string },
  pageSize = exportPageSize,
): ReadableStream<Uint8Array> {
  const window = {
    from: range.from ? new Date(range.from) : undefined,
    to: range.to ? new Date(range.to) : new Date(),
  };
  const encoder = new TextEncoder();
  let cursor: ExportCursor | undefined;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvLine([...exportColumns])));
          return;
        }
        if (done) return;
        const rows = await exportPage(db, accountId, window, cursor, pageSize);
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(rows.map(line).join("")));
          const last = rows[rows.length - 1]!;
          cursor = { createdKey: last.createdKey, transactionId: last.transactionId, position: last.position };
        }
        if (rows.length < pageSize) {
          done = true;
          controller.close();
        }
      },
    },
    // One page queued ahead at most: a slow reader holds the next query back instead of filling memory.
    { highWaterMark: 1 },
  );
}
