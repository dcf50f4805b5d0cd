"use client";

import Link from "next/link";
import { useMemo } from "react";
import { cx } from "@/components/ui/cx";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { RelativeTime } from "@/components/ui/relative-time";
import { Short } from "@/components/ui/short";
import type { Approval, ApprovalStatus } from "./approvals-data-access";

export const statusTabs: { value: ApprovalStatus; label: string }[] = [
  { value: "awaiting", label: "Awaiting" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "expired", label: "Expired" },
];

const emptyText: Record<ApprovalStatus, string> = {
  awaiting: "Nothing waits for approval. Payments a policy holds appear here.",
  approved: "No approved payments yet.",
  rejected: "No rejected payments.",
  expired: "No expired approvals.",
};

/** Which approvals the inbox shows: one status at a time, awaiting first. */
export function StatusTabs({ value, onChange }: { value: ApprovalStatus; onChange: (status: ApprovalStatus) => void }) {
  return (
    <fieldset className="inline-flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1">
      <legend className="sr-only">Status</legend>
      {statusTabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          aria-pressed={value === tab.value}
          onClick={() => onChange(tab.value)}
          className={cx(
            "rounded-md px-3 py-1.5 text-sm font-medium",
            value === tab.value ? "bg-white text-zinc-900 shadow-sm" : "text-zinc-700 hover:text-zinc-900",
          )}
        >
          {tab.label}
        </button>
      ))}
    </fieldset>
  );
}

/** Who made the payment: its key's name or its member's wallet (the id when the API gave no name). */
export function MakerName({ maker }: { maker: Approval["maker"] }) {
  const id = maker.keyId ?? maker.memberId;
  if (maker.name && maker.keyId) {
    return (
      <span title={maker.keyId} className="break-words">
        {maker.name}
      </span>
    );
  }
  const short = maker.name ? <Short value={maker.name} keep={4} /> : id ? <Short value={id} keep={8} /> : null;
  if (short) return <span className="whitespace-nowrap">{short}</span>;
  return <span className="text-zinc-500">unknown</span>;
}

/** "payroll · private" and, for a swap, what its sender receives. */
export function WhatItIs({ approval }: { approval: Approval }) {
  const { content } = approval;
  return (
    <span className="capitalize">
      {content.type} · {content.mode}
      {content.outputAsset && content.outputAsset !== content.asset ? ` → ${content.outputAsset}` : ""}
    </span>
  );
}

export function ApprovalProgress({ approval }: { approval: Approval }) {
  return (
    <span className="tabular-nums whitespace-nowrap" data-approvals={`${approval.approvals}/${approval.required}`}>
      {approval.approvals} of {approval.required}
    </span>
  );
}

const column = columnHelper<Approval>();

/** The moment that matters in each status: the deadline while awaiting, else when it ended. */
const whenColumn: Record<ApprovalStatus, { header: string; at: (a: Approval) => string | null }> = {
  awaiting: { header: "Expires", at: (a) => a.expiresAt },
  approved: { header: "Decided", at: (a) => a.decidedAt },
  rejected: { header: "Decided", at: (a) => a.decidedAt },
  expired: { header: "Expired", at: (a) => a.expiresAt },
};

const approvalColumns = (status: ApprovalStatus) => [
  column.display({
    id: "what",
    header: "Payment",
    cell: (info) => (
      <Link
        href={`/approvals/${info.row.original.approvalId}`}
        className="whitespace-nowrap font-medium text-sky-700 hover:underline"
      >
        <WhatItIs approval={info.row.original} />
      </Link>
    ),
  }),
  column.display({
    id: "total",
    header: "Total",
    cell: (info) => (
      <span className="whitespace-nowrap">
        <Money amount={info.row.original.content.total} asset={info.row.original.content.asset} />
      </span>
    ),
  }),
  column.display({
    id: "recipients",
    header: "Recipients",
    cell: (info) => <span className="tabular-nums">{info.row.original.content.recipientCount}</span>,
  }),
  column.display({
    id: "maker",
    header: "Made by",
    cell: (info) => <MakerName maker={info.row.original.maker} />,
  }),
  column.display({
    id: "policy",
    header: "Policy",
    cell: (info) => <span className="break-words">{info.row.original.policy.name}</span>,
  }),
  column.display({
    id: "when",
    header: whenColumn[status].header,
    cell: (info) => <RelativeTime iso={whenColumn[status].at(info.row.original)} />,
  }),
  column.display({
    id: "approvals",
    header: "Approvals",
    cell: (info) => <ApprovalProgress approval={info.row.original} />,
  }),
];

/** The inbox's page: each held payment, its maker, its deadline and how far its approvals got. */
export function ApprovalTable({ approvals, status }: { approvals: Approval[]; status: ApprovalStatus }) {
  const columns = useMemo(() => approvalColumns(status), [status]);
  return (
    <DataTable
      label="Approvals"
      columns={columns}
      data={approvals}
      rowId={(a) => a.approvalId}
      rowHref={(a) => `/approvals/${a.approvalId}`}
      empty={emptyText[status]}
    />
  );
}

/** The count beside Approvals in the navigation; the link's name reads "Approvals, 3 awaiting". */
export function AwaitingBadge({ count, more }: { count: number; more: boolean }) {
  if (count === 0) return null;
  const shown = more ? `${count}+` : String(count);
  return (
    <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold tabular-nums text-amber-900">
      <span aria-hidden="true" data-awaiting-count={shown}>
        {shown}
      </span>
      <span className="sr-only">, {shown} awaiting</span>
    </span>
  );
}
