"use client";

import Link from "next/link";
import type { TransactionSummary } from "@/components/transactions/transactions-data-access";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { Money } from "@/components/ui/money";
import { RelativeTime } from "@/components/ui/relative-time";
import { Short } from "@/components/ui/short";
import { StatusBadge } from "@/components/ui/status-badge";
import type { Stats } from "./overview-data-access";

export function FailingWebhooks({ webhooks }: { webhooks: Stats["failingWebhooks"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Failing webhooks</CardTitle>
      </CardHeader>
      <CardBody>
        {webhooks.length === 0 ? (
          <p className="text-sm text-zinc-500" data-failing-webhooks="0">
            Every webhook is delivering.
          </p>
        ) : (
          <ul className="divide-y divide-zinc-100 text-sm" data-failing-webhooks={webhooks.length}>
            {webhooks.map((w) => (
              <li key={w.webhookId} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link
                    href={`/webhooks/${w.webhookId}`}
                    className="block truncate font-medium text-zinc-900 hover:underline"
                    title={w.url}
                  >
                    {w.url}
                  </Link>
                  <p className="text-xs text-zinc-500">
                    {w.failingDeliveries} failing {w.failingDeliveries === 1 ? "delivery" : "deliveries"}
                    {w.lastStatusCode ? ` · last answer ${w.lastStatusCode}` : ""}
                    {w.lastFailureAt ? (
                      <>
                        {" · "}
                        <RelativeTime iso={w.lastFailureAt} />
                      </>
                    ) : null}
                  </p>
                </div>
                {w.enabled ? <Badge tone="amber">Retrying</Badge> : <Badge tone="red">Disabled</Badge>}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

export function RecentTransactions({ transactions }: { transactions: TransactionSummary[] | undefined }) {
  return (
    <Card>
      <CardHeader className="flex items-center justify-between">
        <CardTitle>Recent transactions</CardTitle>
        <Link href="/transactions" className="text-sm text-zinc-600 hover:text-zinc-900">
          View all →
        </Link>
      </CardHeader>
      <CardBody>
        {!transactions ? (
          <p className="text-sm text-zinc-500">Loading…</p>
        ) : transactions.length === 0 ? (
          <p className="text-sm text-zinc-500">No transactions yet.</p>
        ) : (
          <ul className="divide-y divide-zinc-100 text-sm">
            {transactions.map((t) => (
              <li key={t.transactionId} className="flex items-center justify-between gap-3 py-2">
                <Link href={`/transactions/${t.transactionId}`} className="min-w-0 hover:underline">
                  <span className="font-medium tabular-nums text-zinc-900">
                    <Money amount={t.amount} asset={t.inputAsset} />
                  </span>{" "}
                  <span className="text-zinc-500">
                    {t.type} · <Short value={t.transactionId} keep={5} />
                  </span>
                </Link>
                <span className="flex shrink-0 items-center gap-3">
                  <span className="text-xs text-zinc-500">
                    <RelativeTime iso={t.createdAt} />
                  </span>
                  <StatusBadge status={t.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
