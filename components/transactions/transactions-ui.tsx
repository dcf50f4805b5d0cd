"use client";

import { type ColumnDef, rowPaginationFeature, tableFeatures, useTable } from "@tanstack/react-table";
import Link from "next/link";
import { Address } from "@/components/ui/address";
import { Button } from "@/components/ui/button";
import { Money } from "@/components/ui/money";
import { RelativeTime } from "@/components/ui/relative-time";
import { useRowLink } from "@/components/ui/row-link";
import { StatusBadge } from "@/components/ui/status-badge";
import { headerText, Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { words } from "@/components/ui/words";
import { pageSizes, type TransactionFilters } from "./transaction-filters";
import type { TransactionSummary } from "./transactions-data-access";

const features = tableFeatures({ rowPaginationFeature });

const columns: ColumnDef<typeof features, TransactionSummary>[] = [
  {
    id: "transaction",
    header: "Transaction",
    cell: ({ row }) => (
      <Link
        href={`/transactions/${row.original.transactionId}`}
        className="font-mono text-zinc-900 underline decoration-zinc-300 underline-offset-2 hover:decoration-zinc-900"
      >
        {row.original.transactionId}
      </Link>
    ),
  },
  {
    id: "amount",
    header: () => <span className="block text-right">Amount</span>,
    cell: ({ row }) => (
      <span className="block text-right font-medium tabular-nums text-zinc-900" data-amount>
        <Money amount={row.original.amount} asset={row.original.inputAsset} />
        {row.original.outputAsset !== row.original.inputAsset ? ` → ${row.original.outputAsset}` : ""}
      </span>
    ),
  },
  { id: "status", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: "type", header: "Type", cell: ({ row }) => <span className="capitalize">{words(row.original.type)}</span> },
  { id: "mode", header: "Mode", cell: ({ row }) => <span className="capitalize">{row.original.mode}</span> },
  {
    id: "signature",
    header: "Signature",
    cell: ({ row }) =>
      row.original.signature ? (
        <Address value={row.original.signature} what="signature" />
      ) : (
        <span className="text-zinc-500">—</span>
      ),
  },
  {
    id: "created",
    header: "Created",
    cell: ({ row }) => <RelativeTime iso={row.original.createdAt} />,
  },
];

type TableProps = {
  rows: TransactionSummary[];
  total: number;
  filters: TransactionFilters;
  onPage: (page: number, size: TransactionFilters["size"]) => void;
  loading: boolean;
};

/** The server's page of transactions: TanStack Table with manual pagination, the page kept in the URL. */
export function TransactionsTable({ rows, total, filters, onPage, loading }: TableProps) {
  const rowLink = useRowLink();
  const table = useTable({
    features,
    columns,
    data: rows,
    manualPagination: true,
    rowCount: total,
    getRowId: (row) => row.transactionId,
    state: { pagination: { pageIndex: filters.page - 1, pageSize: filters.size } },
    onPaginationChange: (change) => {
      const current = { pageIndex: filters.page - 1, pageSize: filters.size };
      const next = typeof change === "function" ? change(current) : change;
      const size = pageSizes.find((s) => s === next.pageSize) ?? filters.size;
      onPage(size === filters.size ? next.pageIndex + 1 : 1, size);
    },
  });
  const first = total === 0 ? 0 : (filters.page - 1) * filters.size + 1;
  const last = Math.min(total, (filters.page - 1) * filters.size + rows.length);
  return (
    <div className="space-y-3" aria-busy={loading}>
      <Table aria-label="Transactions" data-transactions-table>
        <THead>
          {table.getHeaderGroups().map((group) => (
            <TR key={group.id}>
              {group.headers.map((header) => (
                <TH key={header.id}>
                  <table.FlexRender header={header} />
                </TH>
              ))}
            </TR>
          ))}
        </THead>
        <TBody>
          {table.getRowModel().rows.map((row) => (
            <TR key={row.id} data-transaction-row={row.id} {...rowLink(`/transactions/${row.id}`)}>
              {row.getAllCells().map((cell) => (
                <TD
                  key={cell.id}
                  className="whitespace-nowrap max-sm:whitespace-normal"
                  data-label={headerText(cell.column.columnDef.header)}
                >
                  <table.FlexRender cell={cell} />
                </TD>
              ))}
            </TR>
          ))}
        </TBody>
      </Table>
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-600">
        <p data-range>
          {first}–{last} of {total.toLocaleString("en-US")}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="page-size" className="text-zinc-600">
            Rows
          </label>
          <select
            id="page-size"
            className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            value={filters.size}
            onChange={(e) => table.setPageSize(Number(e.target.value))}
          >
            {pageSizes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous
          </Button>
          <span className="tabular-nums">
            Page {filters.page} of {Math.max(1, table.getPageCount())}
          </span>
          <Button variant="secondary" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}

export function NoTransactions({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-lg border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
      <p className="font-medium text-zinc-900">{filtered ? "No transaction matches" : "No transactions yet"}</p>
      <p className="mt-1 text-sm text-zinc-500">
        {filtered
          ? "Try another search or fewer filters."
          : "Payments you send, swap or pay out appear here as soon as they are created."}
      </p>
    </div>
  );
}
