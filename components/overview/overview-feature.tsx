"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { QueryError } from "@/components/ui/query-error";
import { StatusBadge } from "@/components/ui/status-badge";
import { useRecentTransactions, useStats } from "./overview-data-access";
import { FailingWebhooks, RecentTransactions } from "./overview-lists-ui";
import { daysOf, rangeFromSearch } from "./overview-range";
import {
  CountList,
  CountRow,
  countOf,
  percent,
  RangePicker,
  Tile,
  UsageCard,
  VolumeChart,
  volumeTotals,
} from "./overview-ui";

export function OverviewFeature() {
  const range = rangeFromSearch(useSearchParams());
  const stats = useStats(range);
  const recent = useRecentTransactions();
  const [picked, setPicked] = useState<string>();
  if (stats.error) {
    return <QueryError error={stats.error} what="the figures" />;
  }
  const s = stats.data;
  const totals = s ? volumeTotals(s.volume) : [];
  const assets = totals.length > 0 ? totals.map((t) => t.asset) : ["USDC"];
  const asset = picked && assets.includes(picked) ? picked : (assets[0] ?? "USDC");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-500">
          {range.preset ? "Transactions created in the last" : "Transactions created from"}{" "}
          {range.preset ? range.preset.replace("d", " days") : new Date(range.from).toUTCString()}
        </p>
        <RangePicker range={range} />
      </div>
      {!s ? (
        <p className="text-sm text-zinc-500">Loading…</p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Tile name="total" label="Transactions" value={s.total.toLocaleString("en-US")} />
            <Tile
              name="success-rate"
              label="Success rate"
              value={percent(s.successRate)}
              hint={`${countOf(s.byStatus, "completed")} completed, ${countOf(s.byStatus, "failed")} failed`}
            />
            {totals.length === 0 ? (
              <Tile name="volume" label="Completed volume" value="0" hint="No completed transaction" />
            ) : (
              totals
                .slice(0, 2)
                .map((t) => (
                  <Tile
                    key={t.asset}
                    name={`volume-${t.asset}`}
                    label={`Volume ${t.asset}`}
                    value={t.amount}
                    hint={`${t.count} completed`}
                  />
                ))
            )}
          </div>
          <VolumeChart volume={s.volume} days={daysOf(range)} asset={asset} assets={assets} onAsset={setPicked} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <CountList
              title="By status"
              name="status"
              entries={s.byStatus.map((e) => (
                <CountRow
                  key={e.key}
                  name={e.key}
                  label={<StatusBadge status={e.key} />}
                  count={e.count}
                  total={s.total}
                />
              ))}
            />
            <CountList
              title="By mode"
              name="mode"
              entries={s.byMode.map((e) => (
                <CountRow
                  key={e.key}
                  name={e.key}
                  label={<span className="capitalize text-zinc-700">{e.key}</span>}
                  count={e.count}
                  total={s.total}
                />
              ))}
            />
            <UsageCard usage={s.usage} />
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <RecentTransactions transactions={recent.data?.transactions} />
            <FailingWebhooks webhooks={s.failingWebhooks} />
          </div>
        </>
      )}
    </div>
  );
}
