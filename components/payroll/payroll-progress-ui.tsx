"use client";

import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/status-badge";
import { VirtualList } from "@/components/ui/virtual-list";
import { words } from "@/components/ui/words";
import type { PayrollDetail } from "./payroll-data-access";

type Leg = PayrollDetail["recipients"][number];

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
          <StatusBadge status={detail.status} />
          {detail.stage ? <span className="text-xs text-zinc-500">stage: {words(detail.stage)}</span> : null}
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

function LegRow({
  leg,
  index,
  name,
  explorer,
}: { leg: Leg; index: number; name: string | undefined } & Pick<LegListProps, "explorer">) {
  return (
    <div
      data-leg={index + 1}
      data-leg-status={leg.status}
      className="grid grid-cols-[3rem_minmax(6rem,1fr)_minmax(12rem,2fr)_7rem_6rem_minmax(8rem,1fr)] items-center gap-2 border-b border-zinc-100 px-3 py-1.5 text-xs"
    >
      <span className="font-mono text-zinc-500">{index + 1}</span>
      <span className="truncate">{name ?? "—"}</span>
      <span className="truncate font-mono">{leg.address}</span>
      <span className="text-right font-mono">{leg.amount}</span>
      <span>
        <StatusBadge status={leg.status} />
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
}

/** Every recipient with its status and ledger signature (linked to the explorer), virtualized. */
export function PayrollLegList({ legs, names, explorer }: LegListProps) {
  return (
    <VirtualList
      items={legs}
      rowHeight={37}
      itemKey={(_, index) => index}
      renderRow={(leg, index) => <LegRow leg={leg} index={index} name={names[index]?.name} explorer={explorer} />}
      contentMinWidth="44rem"
      aria-label="Recipients"
      // A scrollable region: the keyboard must reach it to scroll.
      tabIndex={0}
      className="max-h-[24rem] overflow-auto rounded-lg border border-zinc-200 bg-white"
    />
  );
}

export function ResultsButton({ onDownload, disabled }: { onDownload: () => void; disabled: boolean }) {
  return (
    <Button variant="secondary" onClick={onDownload} disabled={disabled}>
      Download results CSV
    </Button>
  );
}
