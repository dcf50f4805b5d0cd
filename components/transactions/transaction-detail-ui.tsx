"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Address } from "@/components/ui/address";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { DetailsCard, Field } from "@/components/ui/field";
import { Money } from "@/components/ui/money";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/status-badge";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { words } from "@/components/ui/words";
import type { Stage } from "@/server/contracts/private-lifecycle";
import { ExplorerLink } from "./explorer-link";
import type { TransactionDelivery, TransactionDetail } from "./transactions-data-access";

export function TransactionHeader({ transaction, actions }: { transaction: TransactionDetail; actions?: ReactNode }) {
  const swap = transaction.outputAsset !== transaction.inputAsset;
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="space-y-1">
        <p className="text-sm capitalize text-zinc-500">
          {words(transaction.type)} · {transaction.mode} mode
        </p>
        <p className="text-3xl font-semibold tabular-nums text-zinc-900" data-detail-amount>
          <Money amount={transaction.amount} asset={transaction.inputAsset} />
          {swap ? (
            <span className="text-zinc-500">
              {" "}
              → <Money amount={transaction.outputAmount} asset={transaction.outputAsset} />
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-500">
          <StatusBadge status={transaction.status} />
          <Address value={transaction.transactionId} what="transaction id" keep={40} />
        </div>
      </div>
      {actions}
    </div>
  );
}

export function TransactionFacts({ transaction, rpcUrl }: { transaction: TransactionDetail; rpcUrl?: string }) {
  return (
    <DetailsCard>
      <Field label="Sender">
        {transaction.linkForgottenAt ? (
          <span className="text-zinc-500">
            Forgotten <RelativeTime iso={transaction.linkForgottenAt} />, as the retention policy asks
          </span>
        ) : (
          <ExplorerLink kind="address" id={transaction.sender} rpcUrl={rpcUrl} />
        )}
      </Field>
      <Field label="Signature">
        {transaction.signature ? (
          <ExplorerLink kind="tx" id={transaction.signature} rpcUrl={rpcUrl} />
        ) : (
          <span className="text-zinc-500">{transaction.mode === "private" ? "One per leg, below" : "Not yet"}</span>
        )}
      </Field>
      <Field label="Fee">
        <span className="tabular-nums">
          {transaction.fee} {transaction.inputAsset}
        </span>
      </Field>
      <Field label="Network fee">
        {transaction.networkFee === null ? "—" : <span className="tabular-nums">{transaction.networkFee} SOL</span>}
      </Field>
      <Field label="Created">
        <RelativeTime iso={transaction.createdAt} />
      </Field>
      {transaction.approval ? (
        <Field label="Approval">
          <span data-approval={transaction.approval.status}>
            {transaction.approval.status}, {transaction.approval.decisions.length} of {transaction.approval.required}{" "}
            decided ·{" "}
            <Link
              href={`/approvals/${transaction.approval.approvalId}`}
              className="font-medium text-sky-700 underline underline-offset-2"
            >
              Open the approval
            </Link>
          </span>
        </Field>
      ) : null}
      {transaction.blockTime ? (
        <Field label="Block time">
          <RelativeTime iso={new Date(transaction.blockTime * 1000).toISOString()} />
        </Field>
      ) : null}
      {transaction.failure ? (
        <Field label="Failure">
          <span className="font-mono text-rose-700">{transaction.failure.code}</span>: {transaction.failure.message}
        </Field>
      ) : null}
      {transaction.cancelledAt ? (
        <Field label="Cancelled">
          <RelativeTime iso={transaction.cancelledAt} />
        </Field>
      ) : null}
    </DetailsCard>
  );
}

/** The stages a private payment passes, in order (server/contracts/private-lifecycle.ts names them). */
const privateStages: { stage: Stage; label: string }[] = [
  { stage: "awaiting_deposit", label: "Awaiting deposit" },
  { stage: "deposit_detected", label: "Deposit detected" },
  { stage: "routing", label: "Routing" },
  { stage: "paying_out", label: "Paying out" },
  { stage: "completed", label: "Completed" },
];

/** Private mode's finer progress, from the deposit to the last payout. */
export function PrivateStages({ transaction, rpcUrl }: { transaction: TransactionDetail; rpcUrl?: string }) {
  // Paid from the private balance there is no deposit: it starts at routing.
  const stages =
    transaction.source === "private_balance"
      ? privateStages.filter((s) => s.stage !== "awaiting_deposit" && s.stage !== "deposit_detected")
      : privateStages;
  const reached = stages.findIndex((s) => s.stage === transaction.stage);
  const ended = transaction.status === "failed" || transaction.status === "cancelled";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Private routing</CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        <ol
          className={cx("grid gap-2", stages.length === 5 ? "sm:grid-cols-5" : "sm:grid-cols-3")}
          aria-label="Stages"
          data-stages
        >
          {stages.map((s, index) => {
            const state =
              index < reached || transaction.stage === "completed" ? "done" : index === reached ? "current" : "todo";
            return (
              <li
                key={s.stage}
                data-stage={s.stage}
                data-state={state}
                aria-current={state === "current" ? "step" : undefined}
                className={cx(
                  "rounded-md border px-3 py-2 text-sm",
                  state === "done" && "border-emerald-200 bg-emerald-50 text-emerald-800",
                  state === "current" && !ended && "border-zinc-900 bg-zinc-900 text-white",
                  state === "current" && ended && "border-zinc-300 bg-zinc-100 text-zinc-700",
                  state === "todo" && "border-zinc-200 text-zinc-500",
                )}
              >
                {s.label}
              </li>
            );
          })}
        </ol>
        {ended ? (
          <p className="text-sm text-zinc-600">
            Stopped {transaction.status === "cancelled" ? "by a cancel" : "by a failure"} at stage{" "}
            <span className="font-mono">{transaction.stage ?? "—"}</span>.
          </p>
        ) : null}
        {transaction.deposit ? (
          <dl className="divide-y divide-zinc-100">
            <Field label="Deposit address">
              {transaction.ephemeralAddress ? (
                <ExplorerLink kind="address" id={transaction.ephemeralAddress} rpcUrl={rpcUrl} />
              ) : (
                "—"
              )}
            </Field>
            <Field label="Deposit asked">
              <span data-deposit-asked>
                <Money amount={transaction.deposit.amount} asset={transaction.deposit.asset} />
              </span>
              <span className="block text-xs text-zinc-500" data-deposit-parts>
                <Money amount={transaction.deposit.payment} /> payment + <Money amount={transaction.deposit.fee} /> fee
                + <Money amount={transaction.deposit.ataRent} /> rent of new token accounts
              </span>
            </Field>
            {/* The deadline counts down only while the deposit is awaited: once it is seen, or the transaction ended, it is past history. */}
            {transaction.deposit.detectedAt || ended || transaction.status === "completed" ? null : (
              <Field label="Deadline">
                <RelativeTime iso={transaction.deposit.deadline} />
              </Field>
            )}
            <Field label="Deposit seen">
              <RelativeTime iso={transaction.deposit.detectedAt} empty="Not yet" />
            </Field>
          </dl>
        ) : null}
      </CardBody>
    </Card>
  );
}

const eventLabels: Record<string, string> = {
  "transaction.pending": "Submitted to the ledger",
  "transaction.processing": "Created, waiting for its deposit",
  "transaction.confirmed": "Confirmed",
  "transaction.completed": "Completed (finalized)",
  "transaction.failed": "Failed",
  "transaction.cancelled": "Cancelled",
  "approval.requested": "Held by a policy, waiting for approval",
  "approval.decided": "Approval decided",
};

/** What an event means for this transaction: a private payment from the balance waits for no deposit. */
function eventLabel(transaction: TransactionDetail, type: string): string {
  if (type === "transaction.processing" && transaction.source === "private_balance") {
    return "Created, paid from the private balance";
  }
  return eventLabels[type] ?? type;
}

export function Timeline({ transaction }: { transaction: TransactionDetail }) {
  const { timeline } = transaction;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Timeline</CardTitle>
      </CardHeader>
      <CardBody>
        <ol className="relative space-y-4 border-l border-zinc-200 pl-5" data-timeline>
          {timeline.map((entry) => (
            <li key={entry.eventId} data-event={entry.type}>
              <span className="absolute -left-1.5 mt-1.5 size-3 rounded-full border-2 border-white bg-zinc-900" />
              <p className="text-sm font-medium text-zinc-900">{eventLabel(transaction, entry.type)}</p>
              <p className="text-xs text-zinc-500">
                <RelativeTime iso={entry.at} /> · <span className="font-mono">{entry.type}</span>
              </p>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

export function Legs({ transaction, rpcUrl }: { transaction: TransactionDetail; rpcUrl?: string }) {
  return (
    <section aria-labelledby="legs-title" className="space-y-2">
      <h2 id="legs-title" className="text-sm font-semibold text-zinc-900">
        Recipients ({transaction.recipients.length})
      </h2>
      <Table aria-labelledby="legs-title" data-legs>
        <THead>
          <TR>
            <TH>Recipient</TH>
            <TH className="text-right">Amount</TH>
            <TH>Status</TH>
            <TH>Signature</TH>
          </TR>
        </THead>
        <TBody>
          {transaction.recipients.map((leg, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: legs are positional (the API lists them in payment order)
            <TR key={index}>
              <TD>
                <ExplorerLink kind="address" id={leg.address} rpcUrl={rpcUrl} />
              </TD>
              <TD className="text-right tabular-nums">
                <Money amount={leg.amount} asset={transaction.outputAsset} />
              </TD>
              <TD>
                <StatusBadge status={leg.status} />
              </TD>
              <TD>{leg.signature ? <ExplorerLink kind="tx" id={leg.signature} rpcUrl={rpcUrl} /> : "—"}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </section>
  );
}

export function Deliveries({ deliveries }: { deliveries: TransactionDelivery[] | undefined }) {
  return (
    <section aria-labelledby="deliveries-title" className="space-y-2">
      <h2 id="deliveries-title" className="text-sm font-semibold text-zinc-900">
        Webhook deliveries
      </h2>
      {!deliveries ? (
        <p className="text-sm text-zinc-500">Loading…</p>
      ) : deliveries.length === 0 ? (
        <p className="text-sm text-zinc-500">No webhook was subscribed to this transaction's events.</p>
      ) : (
        <Table aria-labelledby="deliveries-title" data-deliveries>
          <THead>
            <TR>
              <TH>Event</TH>
              <TH>Endpoint</TH>
              <TH>Status</TH>
              <TH className="text-right">Attempts</TH>
              <TH>Last answer</TH>
              <TH>Next retry</TH>
            </TR>
          </THead>
          <TBody>
            {deliveries.map((d) => (
              <TR key={d.deliveryId}>
                <TD className="font-mono">{d.eventType}</TD>
                <TD className="max-w-64 truncate" title={d.webhookUrl}>
                  <Link href={`/webhooks/${d.webhookId}`} className="text-zinc-900 hover:underline">
                    {d.webhookUrl}
                  </Link>
                </TD>
                <TD>
                  <StatusBadge status={d.status} />
                </TD>
                <TD className="text-right tabular-nums">{d.attemptCount}</TD>
                <TD className="font-mono">{d.lastStatusCode ?? d.attempts.at(-1)?.error ?? "—"}</TD>
                <TD>
                  <RelativeTime iso={d.status === "pending" ? d.nextAttemptAt : null} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
