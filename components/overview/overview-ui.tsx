"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { RelativeTime } from "@/components/ui/relative-time";
import { addDecimals } from "./decimal-sum";
import type { Stats } from "./overview-data-access";
import { type OverviewRange, rangePresets } from "./overview-range";

export function RangePicker({ range }: { range: OverviewRange }) {
  return (
    <nav aria-label="Period" className="flex items-center gap-1">
      {rangePresets.map((p) => (
        <Link
          key={p.id}
          href={`/overview?range=${p.id}`}
          aria-current={range.preset === p.id ? "page" : undefined}
          className={buttonClasses(range.preset === p.id ? "primary" : "secondary", "sm")}
        >
          {p.label}
        </Link>
      ))}
    </nav>
  );
}

export function Tile({
  label,
  value,
  hint,
  name,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  name: string;
}) {
  return (
    <Card>
      <CardBody>
        <p className="text-sm text-zinc-500">{label}</p>
        <p className="mt-1 text-2xl font-semibold tabular-nums text-zinc-900" data-tile={name}>
          {value}
        </p>
        {hint ? <p className="mt-1 text-xs text-zinc-500">{hint}</p> : null}
      </CardBody>
    </Card>
  );
}

export const percent = (rate: number | null) => (rate === null ? "—" : `${(rate * 100).toFixed(1)}%`);

export function countOf(list: { key: string; count: number }[], key: string): number {
  return list.find((entry) => entry.key === key)?.count ?? 0;
}

/** Completed volume of each asset over the window, summed exactly. */
export function volumeTotals(volume: Stats["volume"]) {
  const assets = [...new Set(volume.map((v) => v.asset))].sort();
  return assets.map((asset) => {
    const days = volume.filter((v) => v.asset === asset);
    return {
      asset,
      amount: addDecimals(days.map((d) => d.amount)),
      count: days.reduce((n, d) => n + d.count, 0),
    };
  });
}

// The chart library is the largest script of the dashboard (about 380 kB): it loads after the figures show.
const VolumeBars = dynamic(() => import("./volume-bars").then((m) => m.VolumeBars), { ssr: false });

export function VolumeChart({
  volume,
  days,
  asset,
  assets,
  onAsset,
}: {
  volume: Stats["volume"];
  days: string[];
  asset: string;
  assets: string[];
  onAsset: (asset: string) => void;
}) {
  // The chart draws numbers; the exact figures are the totals beside it and the table behind "Show as table".
  const points = days.map((date) => {
    const day = volume.find((v) => v.date === date && v.asset === asset);
    return { date, amount: day ? Number(day.amount) : 0, label: day?.amount ?? "0", count: day?.count ?? 0 };
  });
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="volume-title">Completed volume per day</CardTitle>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Asset</legend>
          {assets.map((a) => (
            <button
              key={a}
              type="button"
              aria-pressed={a === asset}
              onClick={() => onAsset(a)}
              className={buttonClasses(a === asset ? "primary" : "ghost", "sm")}
            >
              {a}
            </button>
          ))}
        </fieldset>
      </CardHeader>
      <CardBody>
        <figure aria-labelledby="volume-title" className="h-64" data-volume-chart={asset}>
          <VolumeBars points={points} asset={asset} />
        </figure>
      </CardBody>
    </Card>
  );
}

export function CountList({ title, entries, name }: { title: string; entries: ReactNode[]; name: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        {entries.length === 0 ? (
          <p className="text-sm text-zinc-500">None in this period.</p>
        ) : (
          <ul className="space-y-2 text-sm" data-counts={name}>
            {entries}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

export function CountRow({
  label,
  count,
  total,
  name,
}: {
  label: ReactNode;
  count: number;
  total: number;
  name: string;
}) {
  const share = total === 0 ? 0 : (count / total) * 100;
  return (
    <li className="space-y-1">
      <div className="flex items-center justify-between">
        {label}
        <span className="tabular-nums text-zinc-900" data-count={name}>
          {count.toLocaleString("en-US")}
        </span>
      </div>
      <div className="h-1.5 rounded-full bg-zinc-100" aria-hidden>
        <div className="h-1.5 rounded-full bg-zinc-900" style={{ width: `${share}%` }} />
      </div>
    </li>
  );
}

export function UsageCard({ usage }: { usage: Stats["usage"] }) {
  const share = Math.min(100, (usage.used / usage.limit) * 100);
  return (
    <Card>
      <CardHeader>
        <CardTitle>API usage this month</CardTitle>
      </CardHeader>
      <CardBody className="space-y-2">
        <p className="text-sm text-zinc-700">
          <span className="text-lg font-semibold tabular-nums text-zinc-900" data-usage-used>
            {usage.used.toLocaleString("en-US")}
          </span>{" "}
          of {usage.limit.toLocaleString("en-US")} requests · <span className="capitalize">{usage.tier}</span> tier
        </p>
        <div
          role="progressbar"
          aria-label="Monthly requests used"
          aria-valuemin={0}
          aria-valuemax={usage.limit}
          aria-valuenow={usage.used}
          className="h-2 rounded-full bg-zinc-100"
        >
          <div
            className={cx(
              "h-2 rounded-full",
              share >= 90 ? "bg-rose-600" : share >= 75 ? "bg-amber-500" : "bg-emerald-600",
            )}
            style={{ width: `${share}%` }}
          />
        </div>
        <p className="text-xs text-zinc-500">
          Resets <RelativeTime iso={usage.resetsAt} /> (UTC month)
        </p>
      </CardBody>
    </Card>
  );
}
