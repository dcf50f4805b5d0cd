"use client";

import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { cx } from "@/components/ui/cx";
import { statusTone } from "@/components/ui/status-tone";
import type { Asset, Balances, Quote, TransactionStatus } from "./send-data-access";

/** A choice of asset: full width in a form, `compact` beside its label in a card's header. */
export function AssetSelect({
  id,
  assets,
  value,
  onChange,
  compact = false,
}: {
  id: string;
  assets: Asset[];
  value: Asset;
  onChange: (asset: Asset) => void;
  compact?: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as Asset)}
      className={cx("rounded-md border border-zinc-300 bg-white text-sm", compact ? "h-9 px-2" : "h-10 w-full px-3")}
    >
      {assets.map((a) => (
        <option key={a}>{a}</option>
      ))}
    </select>
  );
}

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

function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

export function QuoteSummary({ quote }: { quote: Quote }) {
  const secondsLeft = useSecondsLeft(quote.expiresAt);
  return (
    <div className="space-y-2 rounded-md border border-zinc-200 p-4 text-sm" data-quote>
      <div className="flex items-center justify-between">
        <span className="font-medium">
          {quote.inputAmount} {quote.inputAsset} → {quote.outputAmount} {quote.outputAsset}
        </span>
        <Badge tone={secondsLeft > 5 ? "blue" : "red"}>
          <span data-countdown>{secondsLeft > 0 ? `expires in ${secondsLeft}s` : "expired"}</span>
        </Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs text-zinc-600">
        <div>
          <dt>Minimum received</dt>
          <dd className="font-mono text-zinc-900">{quote.minOutputAmount}</dd>
        </div>
        <div>
          <dt>Price impact</dt>
          <dd className="font-mono text-zinc-900">{quote.priceImpact}%</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd className="font-mono text-zinc-900">
            {quote.fee} {quote.inputAsset}
          </dd>
        </div>
      </dl>
    </div>
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
