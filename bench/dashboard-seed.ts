import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";

/**
 * `n` transactions over the last 90 days in one statement per table: statuses, modes, types and assets mixed
 * as a busy account's would be, one leg each (three for payrolls), two events each.
 */
export async function seedTransactions(db: Db, accountId: string, apiKeyId: string, n: number): Promise<void> {
  await db.execute(sql`
    insert into quotes (id, account_id, input_asset, output_asset, mode, slippage_bps, input_amount, output_amount,
      min_output_amount, price_impact_pct, fee, fee_network, fee_routing, fee_ata_rent, expires_at, used_at, created_at)
    select 'quo_bench' || i, ${accountId}, (array['SOL','USDC','USDT'])[1 + i % 3]::asset,
      (array['SOL','USDC','USDT'])[1 + i % 3]::asset, (case when i % 5 = 0 then 'private' else 'wallet' end)::mode,
      100, 1000000 + i, 1000000 + i, 990000 + i, 0, 5000, 5000, 0, 0, now(), now(),
      now() - (i * interval '90 days' / ${n})
    from generate_series(1, ${n}) i`);
  await db.execute(sql`
    insert into transactions (id, account_id, api_key_id, quote_id, type, mode, status, sender, input_asset,
      output_asset, input_amount, output_amount, fee, signature, created_at, updated_at)
    select 'txn_bench' || i, ${accountId}, ${apiKeyId}, 'quo_bench' || i,
      (array['send','send','payroll','swap'])[1 + i % 4]::transaction_type,
      (case when i % 5 = 0 then 'private' else 'wallet' end)::mode,
      (case when i % 20 = 1 then 'failed' when i % 50 = 2 then 'pending' when i % 100 = 3 then 'cancelled'
        else 'completed' end)::transaction_status,
      'Sender' || (i % 500), (array['SOL','USDC','USDT'])[1 + i % 3]::asset, (array['SOL','USDC','USDT'])[1 + i % 3]::asset,
      1000000 + i, 1000000 + i, 5000, 'sig_bench' || i,
      now() - (i * interval '90 days' / ${n}), now()
    from generate_series(1, ${n}) i`);
  await db.execute(sql`
    insert into transaction_recipients (id, transaction_id, position, address, amount, status, signature)
    select 'rcp_bench' || i || '_' || p, 'txn_bench' || i, p, 'Recipient' || ((i * 7 + p) % 20000), 1000000,
      'completed', case when i % 5 = 0 then 'leg_bench' || i || '_' || p end
    from generate_series(1, ${n}) i, generate_series(0, 2) p
    where p = 0 or i % 4 = 2`);
  await db.execute(sql`
    insert into events (id, account_id, type, transaction_id, data, created_at, published_at)
    select 'evt_bench' || i || '_' || e, ${accountId}, (array['transaction.pending','transaction.completed'])[e],
      'txn_bench' || i, '{}'::jsonb, now() - (i * interval '90 days' / ${n}) + e * interval '1 second', now()
    from generate_series(1, ${n}) i, generate_series(1, 2) e`);
  await db.execute(sql`analyze`);
}
