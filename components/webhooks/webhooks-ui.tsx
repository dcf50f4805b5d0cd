"use client";

import Link from "next/link";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/status-badge";
import type { Delivery, DeliveryAttempt, Webhook, WebhookEvent } from "./webhooks-data-access";

/** Every event a webhook can subscribe to (typed from the API: a new event fails the build until it is described). */
export const eventDescriptions: Record<WebhookEvent, string> = {
  "transaction.pending": "Broadcast, not yet confirmed",
  "transaction.confirmed": "Confirmed by the cluster",
  "transaction.completed": "Finalized (or a private payout done)",
  "transaction.failed": "Failed, with the reason",
  "transaction.processing": "Private: waiting for or routing the deposit",
  "transaction.cancelled": "Cancelled before it moved money",
  "webhook.disabled": "Another of your webhooks was disabled",
  "payment_request.paid": "A payment request was paid",
  "payment_request.expired": "A payment request expired unpaid",
  "private_balance.credited": "A top-up reached your private balance",
  "approval.requested": "A policy held a payment for approval",
  "approval.decided": "A held payment was approved, rejected or expired",
  "schedule.run": "A schedule's due time ran (paid, held, waiting for the wallet, skipped or refused)",
};
export const allEvents = Object.keys(eventDescriptions) as WebhookEvent[];

export function EventBadges({ events }: { events: WebhookEvent[] }) {
  return (
    <div className="flex flex-wrap gap-1" data-events>
      {events.map((event) => (
        <Badge key={event} mono>
          {event}
        </Badge>
      ))}
    </div>
  );
}

export function WebhookStatus({ webhook }: { webhook: Pick<Webhook, "enabled" | "disabledReason"> }) {
  if (webhook.enabled) return <Badge tone="green">Enabled</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge tone="red">Disabled</Badge>
      {webhook.disabledReason ? <span className="text-xs text-zinc-600">{webhook.disabledReason}</span> : null}
    </span>
  );
}

const webhookColumn = columnHelper<Webhook>();
const webhookColumns = [
  webhookColumn.accessor("url", {
    header: "Endpoint",
    cell: (info) => (
      <Link
        href={`/webhooks/${info.row.original.webhookId}`}
        className="font-mono text-xs font-medium text-zinc-900 underline-offset-2 hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  webhookColumn.accessor("events", { header: "Events", cell: (info) => <EventBadges events={info.getValue()} /> }),
  webhookColumn.display({
    id: "status",
    header: "Status",
    cell: (info) => <WebhookStatus webhook={info.row.original} />,
  }),
  webhookColumn.accessor("createdAt", { header: "Created", cell: (info) => <RelativeTime iso={info.getValue()} /> }),
];

export function WebhookTable({ webhooks }: { webhooks: Webhook[] }) {
  return (
    <DataTable
      label="Webhooks"
      columns={webhookColumns}
      data={webhooks}
      rowId={(webhook) => webhook.webhookId}
      rowHref={(webhook) => `/webhooks/${webhook.webhookId}`}
      empty="No webhooks yet: add an endpoint to be told when a transaction changes status."
    />
  );
}

export function EventPicker({
  value,
  onChange,
}: {
  value: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">Events</legend>
      {allEvents.map((event) => (
        <label key={event} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-zinc-900"
            checked={value.includes(event)}
            onChange={(e) => onChange(e.target.checked ? [...value, event] : value.filter((x) => x !== event))}
          />
          <span>
            <span className="font-mono text-xs text-zinc-900">{event}</span>
            <span className="block text-xs text-zinc-600">{eventDescriptions[event]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function AttemptList({ attempts }: { attempts: DeliveryAttempt[] }) {
  if (attempts.length === 0) return <span className="text-xs text-zinc-600">Not attempted yet</span>;
  return (
    <details className="text-xs" data-attempts>
      <summary className="cursor-pointer text-zinc-700">
        {attempts.length} attempt{attempts.length === 1 ? "" : "s"}
      </summary>
      <ol className="mt-2 space-y-2">
        {attempts.map((attempt) => (
          <li key={attempt.attempt} className="rounded-md bg-zinc-50 p-2 ring-1 ring-zinc-200" data-attempt>
            <div className="flex flex-wrap gap-x-3 gap-y-1 text-zinc-700">
              <span className="font-medium">
                #{attempt.attempt}
                {attempt.manual ? " (manual)" : ""}
              </span>
              <span data-attempt-status>{attempt.statusCode ?? "no answer"}</span>
              <span>{attempt.durationMs} ms</span>
              <RelativeTime iso={attempt.startedAt} />
              {attempt.nextRetryAt ? (
                <span>
                  next retry <RelativeTime iso={attempt.nextRetryAt} />
                </span>
              ) : null}
            </div>
            {attempt.error ? <p className="mt-1 text-rose-700">{attempt.error}</p> : null}
            {attempt.responseExcerpt ? (
              <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all rounded bg-white p-2 font-mono text-[11px] text-zinc-800 ring-1 ring-zinc-200">
                {attempt.responseExcerpt}
              </pre>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

const deliveryColumn = columnHelper<Delivery>();

function deliveryColumns(retry: ((deliveryId: string) => void) | undefined, retrying: string | undefined) {
  return [
    deliveryColumn.accessor("eventType", {
      header: "Event",
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    deliveryColumn.accessor("status", {
      header: "Status",
      cell: (info) => (
        <span data-delivery-status={info.getValue()}>
          <StatusBadge status={info.getValue()} />
        </span>
      ),
    }),
    deliveryColumn.accessor("lastStatusCode", {
      header: "Last answer",
      cell: (info) => <span className="font-mono text-xs">{info.getValue() ?? "—"}</span>,
    }),
    deliveryColumn.accessor("attempts", {
      header: "Attempts",
      cell: (info) => <AttemptList attempts={info.getValue()} />,
    }),
    deliveryColumn.accessor("nextAttemptAt", {
      header: "Next retry",
      cell: (info) => <RelativeTime iso={info.getValue()} />,
    }),
    deliveryColumn.accessor("createdAt", { header: "Created", cell: (info) => <RelativeTime iso={info.getValue()} /> }),
    ...(retry
      ? [
          deliveryColumn.display({
            id: "retry",
            header: () => <span className="sr-only">Actions</span>,
            cell: (info) =>
              info.row.original.status === "succeeded" ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={retrying === info.row.original.deliveryId}
                  onClick={() => retry(info.row.original.deliveryId)}
                >
                  Retry
                </Button>
              ),
          }),
        ]
      : []),
  ];
}

/** The delivery log; `retry` is left out for a key that may not retry. */
export function DeliveryLog({
  deliveries,
  retry,
  retrying,
}: {
  deliveries: Delivery[];
  retry?: (deliveryId: string) => void;
  retrying?: string;
}) {
  return (
    <DataTable
      label="Deliveries"
      columns={useMemo(() => deliveryColumns(retry, retrying), [retry, retrying])}
      data={deliveries}
      rowId={(delivery) => delivery.deliveryId}
      empty="No deliveries yet. Send a test event to see one."
    />
  );
}
