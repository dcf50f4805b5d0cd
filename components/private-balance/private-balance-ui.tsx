"use client";

import Link from "next/link";
import { useMemo } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { QrCode } from "@/components/ui/qr-code";
import { RelativeTime } from "@/components/ui/relative-time";
import { words } from "@/components/ui/words";
import type { BalanceEntry, PrivateBalance, TopUp } from "./private-balance-data-access";

/** One card per asset: what payments may take now, and top-ups on their way in. */
export function BalanceCards({ balances }: { balances: PrivateBalance[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {balances.map((b) => (
        <section
          key={b.asset}
          aria-label={`${b.asset} balance`}
          className="rounded-lg border border-zinc-200 bg-white p-4"
          data-balance={b.asset}
        >
          <p className="text-sm font-medium text-zinc-600">{b.asset}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-zinc-900" data-available>
            <Money amount={b.available} />
          </p>
          <p className="text-xs text-zinc-600">available</p>
          {b.pending !== "0" ? (
            <p className="mt-2 text-sm text-amber-800" data-pending>
              + <Money amount={b.pending} asset={b.asset} /> arriving
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** The deposit that tops the balance up: where, how much exactly, by when, and a QR code for a phone wallet. */
export function TopUpDeposit({ topUp, amount }: { topUp: TopUp; amount: string }) {
  return (
    <div className="space-y-3" data-top-up={topUp.topUpId}>
      <p className="text-sm text-zinc-700">
        Send exactly{" "}
        <strong className="font-mono text-zinc-900" data-deposit-amount>
          <Money amount={topUp.depositAmount} asset={topUp.depositAsset} />
        </strong>{" "}
        to this address, from any wallet, <RelativeTime iso={topUp.depositDeadline} /> at the latest. The balance grows
        by <Money amount={amount} asset={topUp.depositAsset} /> once the deposit is final; the rest is the fee.
      </p>
      <div className="flex items-center gap-2 rounded-md bg-zinc-50 p-2 ring-1 ring-zinc-200">
        <p className="min-w-0 flex-1 break-all font-mono text-sm text-zinc-900" data-deposit-address>
          {topUp.ephemeralAddress}
        </p>
        <CopyButton text={topUp.ephemeralAddress} label="Copy the deposit address" />
      </div>
      <div className="flex flex-col items-center gap-2">
        <QrCode value={topUp.paymentUrl} title="QR code of the top-up deposit: scan it with a phone wallet" />
        <p className="text-xs text-zinc-600">Scan with a Solana wallet: the amount and address are filled in.</p>
      </div>
      <p className="text-xs text-zinc-600">
        Follow it on its <Link href={`/transactions/${topUp.topUpId}`}>transaction page</Link>. Over- and under-payments
        and late deposits go back to the wallet that paid them.
      </p>
    </div>
  );
}

const entryTones: Record<BalanceEntry["type"], BadgeTone> = {
  top_up: "green",
  payment: "blue",
  fee: "neutral",
  withdrawal: "violet",
  reversal: "amber",
};

const column = columnHelper<BalanceEntry>();

function entryColumns() {
  return [
    column.accessor("createdAt", { header: "When", cell: (info) => <RelativeTime iso={info.getValue()} /> }),
    column.accessor("type", {
      header: "Type",
      cell: (info) => <Badge tone={entryTones[info.getValue()]}>{words(info.getValue())}</Badge>,
    }),
    column.accessor("amount", {
      header: "Amount",
      cell: (info) => (
        <span className="whitespace-nowrap font-mono tabular-nums" data-entry-amount>
          <Money amount={info.getValue()} asset={info.row.original.asset} />
        </span>
      ),
    }),
    column.accessor("balanceAfter", {
      header: "Balance after",
      cell: (info) => (
        <span className="whitespace-nowrap font-mono tabular-nums">
          <Money amount={info.getValue()} asset={info.row.original.asset} />
        </span>
      ),
    }),
    column.accessor("transactionId", {
      header: "Transaction",
      cell: (info) => {
        const id = info.getValue();
        return id ? (
          <Link href={`/transactions/${id}`} className="font-mono text-xs underline decoration-zinc-400">
            {id}
          </Link>
        ) : (
          ""
        );
      },
    }),
  ];
}

/** Every movement of the balance, newest first, each with the balance right after it. */
export function EntriesTable({ entries }: { entries: BalanceEntry[] }) {
  const columns = useMemo(entryColumns, []);
  return (
    <DataTable
      label="Private balance entries"
      columns={columns}
      data={entries}
      rowId={(e) => e.entryId}
      empty="No movements yet: a top-up's deposit is the first."
    />
  );
}
