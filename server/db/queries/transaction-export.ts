import { sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { executedRows } from "./executed-rows";

/** One recipient of one transaction, with what the books need of both. */
export type ExportRow = {
  transactionId: string;
  type: string;
  mode: string;
  status: string;
  asset: string;
  feeAsset: string;
  fee: string;
  position: number;
  recipient: string;
  amount: string;
  recipientStatus: string;
  signature: string | null;
  blockTime: string | null;
  counterpartyName: string | null;
  createdAt: string;
  /** The row's creation time as PostgreSQL prints it: the cursor keeps its microseconds (a JS Date would not). */
  createdKey: string;
};

export type ExportCursor = { createdKey: string; transactionId: string; position: number };

/**
 * A page of an account's recipients, ordered by (transaction created, transaction id, position), after `after`:
 * a keyset over the transactions' (account, created, id) index and the recipients' (transaction, position) one, so
 * a page costs the same at row 99,000 as at row 0. A wallet payroll's recipient carries the signature and block
 * time of the ledger transaction that paid it; a private one, its payout's signature.
 */
export async function exportPage(
  db: DbOrTx,
  accountId: string,
  range: { from?: Date; to: Date },
  after: ExportCursor | undefined,
  limit: number,
): Promise<ExportRow[]> {
  const from = range.from ? sql`and t.created_at >= ${range.from.toISOString()}::timestamptz` : sql``;
  const cursor = after
    ? sql`and (t.created_at, t.id) >= (${after.createdKey}::timestamptz, ${after.transactionId})
          and ((t.created_at, t.id) > (${after.createdKey}::timestamptz, ${after.transactionId})
               or r.position > ${after.position})`
    : sql``;
  const result = await db.execute(sql`
    select t.id as "transactionId", t.type::text as "type", t.mode::text as "mode", t.status::text as "status",
      t.output_asset::text as "asset", t.input_asset::text as "feeAsset", t.fee::text as "fee",
      r.position as "position", r.address as "recipient", r.amount::text as "amount",
      r.status::text as "recipientStatus",
      coalesce(r.signature, w.signature, t.signature) as "signature",
      coalesce(w.block_time, t.block_time)::text as "blockTime",
      c.name as "counterpartyName",
      to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      t.created_at::text as "createdKey"
    from transactions t
    join transaction_recipients r on r.transaction_id = t.id
    left join wallet_ledger_transactions w on w.transaction_id = t.id
      and r.position >= w.first_recipient and r.position < w.first_recipient + w.recipient_count
    left join counterparties c on c.account_id = t.account_id and c.address = r.address and c.deleted_at is null
      and c.active_at <= now()
    where t.account_id = ${accountId} and not t.attempt
      and t.created_at < ${range.to.toISOString()}::timestamptz ${from} ${cursor}
    order by t.created_at, t.id, r.position
    limit ${limit}`);
  return executedRows<ExportRow>(result);
}
