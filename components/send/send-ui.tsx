"use client";

import { Badge } from "@/components/ui/badge";
import { statusTone } from "@/components/ui/status-tone";
import type { Balances, TransactionStatus } from "./send-data-access";

export function BalanceList({ balances }: { balances: Balances | undefined }) {
  if (!balances) return <p className="text-sm text-zinc-500">Loading balances…</p>;
  const rows = [
    { symbol: "SOL", balance: balances.sol },
    ...balances.tokens.map((t) => ({ symbol: t.symbol ?? `${t.mint.slice(0, 4)}…`, balance: t.balance })),
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" data-balances>
      {rows.map((row) => (
        <div key={row.symbol} className="rounded-md bg-zinc-50 px-3 py-2">
          <dt className="text-xs font-medium text-zinc-500">{row.symbol}</dt>
          <dd className="font-mono text-sm text-zinc-900" data-balance={row.symbol}>
            {row.balance}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function StatusLine({ status }: { status: TransactionStatus | undefined }) {
  if (!status) return null;
  return (
    <div className="flex items-center gap-3 text-sm" data-status={status.status}>
      <Badge tone={statusTone(status.status)}>{status.status}</Badge>
      {status.signature ? <span className="truncate font-mono text-xs text-zinc-500">{status.signature}</span> : null}
    </div>
  );
}
