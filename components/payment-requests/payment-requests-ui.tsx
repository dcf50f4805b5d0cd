"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { QrCode } from "@/components/ui/qr-code";
import { RelativeTime } from "@/components/ui/relative-time";
import { Short } from "@/components/ui/short";
import { StatusBadge } from "@/components/ui/status-badge";
import type { PaymentRequest, PaymentRequestStatus } from "./payment-requests-data-access";

/** The link to send a payer, its QR code for a screen or print, and the page itself to check what they will see. */
export function ShareRequest({ request }: { request: PaymentRequest }) {
  return (
    <div className="space-y-4" data-share={request.paymentRequestId}>
      <div>
        <p className="mb-1.5 text-sm font-medium text-zinc-800">Pay link</p>
        <div className="flex items-center gap-2 rounded-md bg-zinc-50 p-2 ring-1 ring-zinc-200">
          <code className="min-w-0 flex-1 break-all font-mono text-xs text-zinc-900" data-pay-url>
            {request.url}
          </code>
          <CopyButton text={request.url} label="Copy the pay link" />
        </div>
      </div>
      <div className="flex flex-col items-center gap-2">
        <QrCode
          value={request.url}
          title={`QR code of the pay link for ${request.label ?? request.paymentRequestId}`}
        />
        <p className="text-center text-xs text-zinc-600">
          The QR code opens the pay page; the page shows the payer a Solana Pay code for their phone wallet.
        </p>
      </div>
      <a
        href={request.url}
        target="_blank"
        rel="noreferrer"
        className="block text-center text-sm text-sky-700 underline underline-offset-2"
      >
        Open the pay page
      </a>
    </div>
  );
}

const momentWords: Record<PaymentRequestStatus, string> = {
  open: "Expires",
  paid: "Paid",
  expired: "Expired",
  cancelled: "Cancelled",
};

/** The moment that matters for the request's status: when it expires while open, else when it closed. */
function Moment({ request }: { request: PaymentRequest }) {
  const iso = request.paidAt ?? request.cancelledAt ?? request.expiresAt;
  return (
    <span className="whitespace-nowrap">
      {momentWords[request.status]} <RelativeTime iso={iso} />
    </span>
  );
}

type Actions = {
  onShare: (request: PaymentRequest) => void;
  onCancel?: (request: PaymentRequest) => void;
  onAttempts: (request: PaymentRequest) => void;
};

function RowActions({ request, onShare, onCancel, onAttempts }: Actions & { request: PaymentRequest }) {
  const name = request.label ?? request.paymentRequestId;
  return (
    <div className="flex items-center gap-1">
      <CopyButton text={request.url} label={`Copy the pay link of ${name}`} />
      <Button size="sm" variant="ghost" onClick={() => onShare(request)} aria-label={`Show the QR code of ${name}`}>
        QR
      </Button>
      {request.mode === "private" ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAttempts(request)}
          aria-label={`Show the deposits payers asked for on ${name}`}
        >
          Deposits
        </Button>
      ) : null}
      {onCancel && request.status === "open" ? (
        <Button size="sm" variant="ghost" onClick={() => onCancel(request)} aria-label={`Cancel ${name}`}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

const column = columnHelper<PaymentRequest>();

function columns(actions: Actions) {
  return [
    column.display({
      id: "request",
      header: "Request",
      cell: ({ row: { original } }) => (
        <div className="min-w-0 max-w-64">
          <p className="truncate font-medium text-zinc-900">{original.label ?? "Untitled"}</p>
          <p className="truncate text-xs text-zinc-600">
            {original.message ?? <Short value={original.paymentRequestId} keep={8} />}
          </p>
        </div>
      ),
    }),
    column.display({
      id: "amount",
      header: "Amount",
      cell: ({ row: { original } }) => <Money amount={original.amount} asset={original.asset} />,
    }),
    column.accessor("mode", { header: "Mode", cell: (info) => <Badge>{info.getValue()}</Badge> }),
    column.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
    column.accessor("transactionId", {
      header: "Paid by",
      cell: (info) => {
        const transactionId = info.getValue();
        if (!transactionId) return <span className="text-zinc-500">—</span>;
        return (
          <Link
            href={`/transactions/${transactionId}`}
            className="font-mono text-xs text-sky-700 underline underline-offset-2"
            data-paid-by={transactionId}
          >
            <Short value={transactionId} keep={8} />
          </Link>
        );
      },
    }),
    column.display({ id: "when", header: "When", cell: ({ row: { original } }) => <Moment request={original} /> }),
    column.display({
      id: "actions",
      // Positioned inside the table's scroll box: a bare sr-only span would sit against the page and widen it.
      header: () => (
        <span className="relative">
          <span className="sr-only">Actions</span>
        </span>
      ),
      cell: ({ row: { original } }) => <RowActions request={original} {...actions} />,
    }),
  ];
}

export function PaymentRequestTable({ requests, ...actions }: { requests: PaymentRequest[] } & Actions) {
  return (
    <DataTable
      label="Payment requests"
      columns={columns(actions)}
      data={requests}
      rowId={(request) => request.paymentRequestId}
      empty="No payment requests yet: create one and send its link to the payer."
    />
  );
}

const statuses: { value: PaymentRequestStatus | ""; label: string }[] = [
  { value: "", label: "All" },
  { value: "open", label: "Open" },
  { value: "paid", label: "Paid" },
  { value: "expired", label: "Expired" },
  { value: "cancelled", label: "Cancelled" },
];

export function StatusFilter({
  value,
  onChange,
}: {
  value: PaymentRequestStatus | undefined;
  onChange: (status: PaymentRequestStatus | undefined) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="prq-status" className="text-sm font-medium text-zinc-800">
        Status
      </label>
      <select
        id="prq-status"
        value={value ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as PaymentRequestStatus | undefined)}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
      >
        {statuses.map((s) => (
          <option key={s.label} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
