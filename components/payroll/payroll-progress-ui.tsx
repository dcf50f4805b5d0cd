"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PayrollDetail } from "./payroll-data-access";

type Leg = PayrollDetail["recipients"][number];

const tones: Record<string, BadgeTone> = {
  pending: "amber",
  sent: "blue",
  confirmed: "blue",
  completed: "green",
  failed: "red",
};

export function countByStatus(legs: Leg[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const leg of legs) counts[leg.status] = (counts[leg.status] ?? 0) + 1;
  return counts;
}

/** How far the payroll is: a bar of the recipients paid, and how many stand at each status. */
export function PayrollProgressBar({ detail }: { detail: PayrollDetail }) {
  const counts = countByStatus(detail.recipients);
  const total = detail.recipients.length;
  const done = counts.completed ?? 0;
  return (
    <div className="space-y-3" data-payroll-status={detail.status}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-zinc-900">
          <span data-paid-count>{done}</span> of {total} recipients paid
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={tones[detail.status] ?? "neutral"}>{detail.status}</Badge>
          {detail.stage ? (
            <span className="text-xs text-zinc-500">stage: {detail.stage.replace(/_/g, " ")}</span>
          ) : null}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Recipients paid"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2.5 overflow-hidden rounded-full bg-zinc-100"
      >
        <div
          className="h-full bg-emerald-600 transition-all"
          style={{ width: `${total ? (100 * done) / total : 0}%` }}
        />
      </div>
      <dl className="flex flex-wrap gap-4 text-xs text-zinc-600" data-status-counts>
        {Object.entries(counts).map(([status, n]) => (
          <div key={status} className="flex gap-1">
            <dt>{status}</dt>
            <dd className="font-mono text-zinc-900" data-count={status}>
              {n}
            </dd>
          </div>
        ))}
      </dl>
      {detail.failure ? (
        <p role="alert" className="text-sm text-rose-700">
          {detail.failure.message}
        </p>
      ) : null}
    </div>
  );
}

type LegListProps = { legs: Leg[]; names: { name?: string }[]; explorer: (signature: string) => string };

/** Every recipient with its status and ledger signature (linked to the explorer), virtualized. */
export function PayrollLegList({ legs, names, explorer }: LegListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: legs.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 37,
    overscan: 12,
  });
  return (
    <section
      ref={scroller}
      aria-label="Recipients"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region; the keyboard must reach it to scroll
      tabIndex={0}
      className="max-h-[24rem] overflow-auto rounded-lg border border-zinc-200 bg-white"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: "relative", minWidth: "44rem" }}>
        {virtualizer.getVirtualItems().map((item) => {
          const leg = legs[item.index]!;
          return (
            <div
              key={item.index}
              data-leg={item.index + 1}
              data-leg-status={leg.status}
              className="absolute inset-x-0 grid grid-cols-[3rem_minmax(6rem,1fr)_minmax(12rem,2fr)_7rem_6rem_minmax(8rem,1fr)] items-center gap-2 border-b border-zinc-100 px-3 py-1.5 text-xs"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <span className="font-mono text-zinc-500">{item.index + 1}</span>
              <span className="truncate">{names[item.index]?.name ?? "—"}</span>
              <span className="truncate font-mono">{leg.address}</span>
              <span className="text-right font-mono">{leg.amount}</span>
              <span>
                <Badge tone={tones[leg.status] ?? "neutral"}>{leg.status}</Badge>
              </span>
              {leg.signature ? (
                <a
                  className="truncate font-mono text-sky-700 hover:underline"
                  href={explorer(leg.signature)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {leg.signature}
                </a>
              ) : (
                <span className="text-zinc-400">{leg.failure?.message ?? "—"}</span>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function ResultsButton({ onDownload, disabled }: { onDownload: () => void; disabled: boolean }) {
  return (
    <Button variant="secondary" onClick={onDownload} disabled={disabled}>
      Download results CSV
    </Button>
  );
}
