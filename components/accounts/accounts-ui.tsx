"use client";

import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { RelativeTime } from "@/components/ui/relative-time";
import { type Account, useAccountUsage } from "./accounts-data-access";

/** This month's requests against the quota, fetched per row (a page holds 20 at most). */
function UsageCell({ accountId }: { accountId: string }) {
  const usage = useAccountUsage(accountId).data?.usage;
  if (!usage) return <span className="text-zinc-500">…</span>;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {usage.requests.toLocaleString("en-US")} / {usage.quota.toLocaleString("en-US")}
    </span>
  );
}

export function AccountStatusBadge({ account }: { account: Account }) {
  if (account.operator) return <Badge tone="violet">operator</Badge>;
  return account.status === "active" ? <Badge tone="green">active</Badge> : <Badge tone="red">suspended</Badge>;
}

const column = columnHelper<Account>();

export function AccountsTable({ accounts, actions }: { accounts: Account[]; actions: (a: Account) => ReactNode }) {
  const columns = [
    column.accessor("name", {
      header: "Account",
      cell: (info) => (
        <span className="block">
          <span className="font-medium text-zinc-900">{info.getValue()}</span>
          <span className="block font-mono text-xs text-zinc-600">{info.row.original.accountId}</span>
        </span>
      ),
    }),
    column.accessor("tier", { header: "Tier", cell: (info) => <span className="capitalize">{info.getValue()}</span> }),
    column.accessor("status", { header: "Status", cell: (info) => <AccountStatusBadge account={info.row.original} /> }),
    column.display({
      id: "usage",
      header: "Requests this month",
      cell: (info) => <UsageCell accountId={info.row.original.accountId} />,
    }),
    column.accessor("createdAt", { header: "Created", cell: (info) => <RelativeTime iso={info.getValue()} /> }),
    column.display({ id: "actions", header: "Actions", cell: (info) => actions(info.row.original) }),
  ];
  return (
    <DataTable
      label="Accounts"
      columns={columns}
      data={accounts}
      rowId={(account) => account.accountId}
      empty="No accounts yet."
    />
  );
}
