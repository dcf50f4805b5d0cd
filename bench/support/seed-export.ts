import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";

/**
 * `transactions` payrolls of `perTransaction` recipients each, created a second apart ending now, in one statement
 * per table (ids `txn_<tag>_<i>`): USDC amounts with all six decimals used, wallet and private mixed, a few failed.
 * Each recipient is `Payee<i>_<p>`; none is in the address book.
 */
export async function seedExportRows(
  db: Db,
  accountId: string,
  tag: string,
  transactions: number,
  perTransaction: number,
): Promise<void> {
  await db.execute(sql`
    insert into quotes (id, account_id, input_asset, output_asset, mode, slippage_bps, input_amount, output_amount,
      min_output_amount, price_impact_pct, fee, fee_network, fee_routing, fee_ata_rent, expires_at, used_at, created_at)
    select 'quo_' || ${tag} || '_' || i, ${accountId}, 'USDC', 'USDC',
      (case when i % 5 = 0 then 'private' else 'wallet' end)::mode, 100, 1, 1, 1, 0, 5000, 5000, 0, 0, now(), now(),
      now() - ((${transactions} - i) * interval '1 second')
    from generate_series(1, ${transactions}) i`);
  await db.execute(sql`
    insert into transactions (id, account_id, quote_id, type, mode, status, sender, input_asset, output_asset,
      input_amount, output_amount, fee, signature, block_time, created_at, updated_at)
    select 'txn_' || ${tag} || '_' || i, ${accountId}, 'quo_' || ${tag} || '_' || i, 'payroll',
      (case when i % 5 = 0 then 'private' else 'wallet' end)::mode,
      (case when i % 20 = 1 then 'failed' else 'completed' end)::transaction_status,
      'Sender', 'USDC', 'USDC', 1, 1, 5001, 'sig_' || ${tag} || '_' || i, 1800000000 + i,
      now() - ((${transactions} - i) * interval '1 second'), now()
    from generate_series(1, ${transactions}) i`);
  await db.execute(sql`
    insert into transaction_recipients (id, transaction_id, position, address, amount, status)
    select 'rcp_' || ${tag} || '_' || i || '_' || p, 'txn_' || ${tag} || '_' || i, p, 'Payee' || i || '_' || p,
      1000000 * p + 123457, 'completed'
    from generate_series(1, ${transactions}) i, generate_series(0, ${perTransaction - 1}) p`);
}
