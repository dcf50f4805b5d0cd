"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { QueryError } from "@/components/ui/query-error";
import {
  exportHref,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
  type TransactionFilters,
} from "./transaction-filters";
import { TransactionFiltersBar } from "./transaction-filters-bar";
import { useTransactions } from "./transactions-data-access";
import { NoTransactions, TransactionsTable } from "./transactions-ui";

/** The list: its state is the URL, so a view can be shared, reloaded, and stepped back through. */
export function TransactionsFeature() {
  const router = useRouter();
  const pathname = usePathname();
  const filters = filtersFromSearch(useSearchParams());
  const list = useTransactions(filters);
  const go = (next: TransactionFilters) => {
    const search = searchFromFilters(next);
    router.push(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };
  return (
    <div className="space-y-4">
      <TransactionFiltersBar key={filters.q ?? ""} filters={filters} onChange={go} />
      <p className="text-sm">
        <a className="font-medium text-sky-700 underline underline-offset-2" href={exportHref(filters)} download>
          Download CSV{filters.from || filters.to ? " of these days" : ""}
        </a>{" "}
        <span className="text-zinc-500">(one line per recipient, for the books)</span>
      </p>
      {list.error ? <QueryError error={list.error} what="the transactions" /> : null}
      {list.data && list.data.total === 0 ? (
        <NoTransactions filtered={hasFilters(filters)} />
      ) : list.data ? (
        <TransactionsTable
          rows={list.data.transactions}
          total={list.data.total}
          filters={filters}
          loading={list.isFetching}
          onPage={(page, size) => go({ ...filters, page, size })}
        />
      ) : (
        <p className="text-sm text-zinc-500">Loading…</p>
      )}
    </div>
  );
}
