"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { cx } from "@/components/ui/cx";
import type { PayrollRow } from "./payroll-csv";
import type { Validation } from "./payroll-data-access";

/** Each row's problems, by the row's id. */
export type RowProblems = Map<number, Validation["rows"][number]["problems"]>;

type PreviewProps = {
  rows: PayrollRow[];
  problems: RowProblems;
  editable: boolean;
  onEdit: (id: number, change: Partial<Pick<PayrollRow, "address" | "amount">>) => void;
  onRemove: (id: number) => void;
};

const grid =
  "grid grid-cols-[3rem_minmax(8rem,1fr)_minmax(14rem,2fr)_8rem_minmax(10rem,1.5fr)_5rem] items-center gap-2";

function ProblemText({ problems }: { problems: Validation["rows"][number]["problems"] | undefined }) {
  if (!problems?.length) return <span className="text-xs text-emerald-700">OK</span>;
  return <span className="text-xs text-rose-700">{problems.map((p) => p.message).join("; ")}</span>;
}

function PreviewRow({
  row,
  index,
  problems,
  editable,
  onEdit,
  onRemove,
}: Omit<PreviewProps, "rows" | "problems"> & {
  row: PayrollRow;
  index: number;
  problems: Validation["rows"][number]["problems"] | undefined;
}) {
  const bad = Boolean(problems?.length);
  const badField = (field: string) => problems?.some((p) => p.field === field || p.field === "row");
  return (
    <div
      className={cx(grid, "border-b border-zinc-100 px-3 py-1.5 text-sm", bad && "bg-rose-50")}
      data-payroll-row={index + 1}
      data-row-invalid={bad ? "" : undefined}
    >
      <span className="font-mono text-xs text-zinc-500">{index + 1}</span>
      <span className="truncate" title={row.name}>
        {row.name ?? "—"}
      </span>
      <input
        aria-label={`Address of row ${index + 1}`}
        className={cx(
          "h-8 w-full rounded border px-2 font-mono text-xs",
          badField("address") ? "border-rose-400" : "border-zinc-200",
        )}
        value={row.address}
        readOnly={!editable}
        onChange={(e) => onEdit(row.id, { address: e.target.value.trim() })}
      />
      <input
        aria-label={`Amount of row ${index + 1}`}
        inputMode="decimal"
        className={cx(
          "h-8 w-full rounded border px-2 text-right font-mono text-xs",
          badField("amount") ? "border-rose-400" : "border-zinc-200",
        )}
        value={row.amount}
        readOnly={!editable}
        onChange={(e) => onEdit(row.id, { amount: e.target.value.trim() })}
      />
      <ProblemText problems={problems} />
      {editable ? (
        <button
          type="button"
          className="text-xs font-medium text-rose-700 hover:underline"
          aria-label={`Remove row ${index + 1}`}
          onClick={() => onRemove(row.id)}
        >
          Remove
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}

/** Every row, editable in place, its problems beside it; virtualized, so 10,000 rows scroll as smoothly as 10. */
export function PayrollPreview({ rows, problems, editable, onEdit, onRemove }: PreviewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 45,
    overscan: 12,
  });
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white">
      <div className="min-w-[52rem]">
        <div className={cx(grid, "border-b border-zinc-200 bg-zinc-50 px-3 py-2 text-xs font-medium text-zinc-600")}>
          <span>Row</span>
          <span>Name</span>
          <span>Address</span>
          <span className="text-right">Amount</span>
          <span>Check</span>
          <span className="sr-only">Actions</span>
        </div>
        <section ref={scroller} className="max-h-[28rem] overflow-y-auto" aria-label="Payroll rows" data-payroll-rows>
          <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={row.id}
                  style={{ position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
                >
                  <PreviewRow
                    row={row}
                    index={item.index}
                    problems={problems.get(row.id)}
                    editable={editable}
                    onEdit={onEdit}
                    onRemove={onRemove}
                  />
                </div>
              );
            })}
          </div>
        </section>
      </div>
    </div>
  );
}
