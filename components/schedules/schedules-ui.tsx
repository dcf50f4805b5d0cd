"use client";

import Link from "next/link";
import { useMemo, useState } from "react";
import { Address } from "@/components/ui/address";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { plural } from "@/components/ui/plural";
import { RelativeTime } from "@/components/ui/relative-time";
import { words } from "@/components/ui/words";
import { cronInWords } from "./cron-words";
import type { Schedule, ScheduleDetail, ScheduleRun } from "./schedules-data-access";

const link = "font-medium text-zinc-900 underline decoration-zinc-300 underline-offset-2 hover:decoration-zinc-900";

/**
 * A due time as the schedule reads it: in its own time zone, where "09:00 on the 1st" is 09:00 (the browser may be
 * elsewhere; RelativeTime beside it says how far off it is).
 */
export function dueTime(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: timezone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** When it runs: in words when the expression has a common shape, always the expression and its time zone. */
export function ScheduleWhen({ cron, timezone }: { cron: string; timezone: string }) {
  const words = cronInWords(cron);
  return (
    <span className="block min-w-0">
      {words ? <span className="block text-zinc-900">{words}</span> : null}
      <span className="block text-xs text-zinc-600">
        <code className="font-mono">{cron}</code> · {timezone}
      </span>
    </span>
  );
}

/** How each run pays, in words. */
export function paymentWay(summary: Pick<Schedule["summary"], "mode" | "source">): string {
  if (summary.mode === "wallet") return "Wallet";
  return summary.source === "private_balance" ? "Private, from the balance" : "Private, by deposit";
}

export function PaymentKind({ summary }: { summary: Schedule["summary"] }) {
  return (
    <span className="block">
      <span className="block">
        <span className="capitalize">{summary.type}</span> · {summary.asset}
      </span>
      <span className="block text-xs text-zinc-600">{paymentWay(summary)}</span>
    </span>
  );
}

export function ScheduleTotal({ summary }: { summary: Schedule["summary"] }) {
  return (
    <span className="block">
      <span className="font-medium whitespace-nowrap text-zinc-900">
        <Money amount={summary.total} asset={summary.asset} />
      </span>
      <span className="block text-xs text-zinc-600">to {plural(summary.recipientCount, "recipient")}</span>
    </span>
  );
}

/** Active or paused, and whether its next due time will pass without a payment. */
export function ScheduleStatus({ schedule }: { schedule: Schedule }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-schedule-status={schedule.status}>
      <Badge tone={schedule.status === "active" ? "green" : "amber"} className="capitalize">
        {schedule.status}
      </Badge>
      {schedule.skipNext ? <Badge tone="neutral">skips next</Badge> : null}
    </span>
  );
}

export function NextRun({ schedule }: { schedule: Schedule }) {
  if (!schedule.nextRunAt) return <span className="text-zinc-500">— (paused)</span>;
  return (
    <span className="block" data-next-run={schedule.nextRunAt}>
      <RelativeTime iso={schedule.nextRunAt} />
      <span className="block text-xs text-zinc-600">{dueTime(schedule.nextRunAt, schedule.timezone)}</span>
    </span>
  );
}

const column = columnHelper<Schedule>();

function scheduleColumns(actions: (s: Schedule) => React.ReactNode) {
  return [
    column.accessor("name", {
      header: "Name",
      cell: (info) => (
        <Link href={`/schedules/${info.row.original.scheduleId}`} className={link}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor("cron", {
      header: "When",
      cell: (info) => <ScheduleWhen cron={info.getValue()} timezone={info.row.original.timezone} />,
    }),
    column.accessor("nextRunAt", { header: "Next run", cell: (info) => <NextRun schedule={info.row.original} /> }),
    column.accessor("status", { header: "Status", cell: (info) => <ScheduleStatus schedule={info.row.original} /> }),
    column.display({
      id: "payment",
      header: "Payment",
      cell: (info) => <PaymentKind summary={info.row.original.summary} />,
    }),
    column.display({
      id: "total",
      header: "Each run",
      cell: (info) => <ScheduleTotal summary={info.row.original.summary} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: (info) => actions(info.row.original),
    }),
  ];
}

/** What a schedule is, where the list would be, before there is one. */
function NoSchedules() {
  return (
    <span className="mx-auto block max-w-md space-y-1 text-sm">
      <span className="block font-medium text-zinc-900">No schedules yet.</span>
      <span className="block">
        A schedule makes the same payment again and again: a payroll on the 1st of each month, a supplier every Friday.
        Each due time pays once, through the same policies and limits as any other payment.
      </span>
    </span>
  );
}

/** The account's schedules, each opening its own page, with the actions the feature passes in. */
export function ScheduleTable({
  schedules,
  actions,
}: {
  schedules: Schedule[];
  actions: (s: Schedule) => React.ReactNode;
}) {
  const columns = useMemo(() => scheduleColumns(actions), [actions]);
  return (
    <DataTable
      label="Schedules"
      columns={columns}
      data={schedules}
      rowId={(s) => s.scheduleId}
      rowHref={(s) => `/schedules/${s.scheduleId}`}
      empty={<NoSchedules />}
    />
  );
}

/** The next due times, the one to be skipped marked. */
export function UpcomingRuns({ schedule }: { schedule: ScheduleDetail }) {
  if (schedule.upcoming.length === 0) {
    return <p className="text-sm text-zinc-600">None while it is paused: resume it to run again.</p>;
  }
  return (
    <ol className="space-y-1.5 text-sm" aria-label="Upcoming runs">
      {schedule.upcoming.map((at, index) => (
        <li key={at} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-upcoming={at}>
          <span className="tabular-nums text-zinc-900">{dueTime(at, schedule.timezone)}</span>
          <span className="text-zinc-600">
            <RelativeTime iso={at} />
          </span>
          {index === 0 && schedule.skipNext ? <Badge tone="neutral">skipped</Badge> : null}
        </li>
      ))}
    </ol>
  );
}

const outcomeTones: Record<ScheduleRun["outcome"], BadgeTone> = {
  due: "violet",
  created: "green",
  held: "amber",
  ready_to_sign: "blue",
  skipped: "neutral",
  refused: "red",
  cancelled: "neutral",
};

export function RunOutcome({ outcome }: { outcome: ScheduleRun["outcome"] }) {
  return (
    <Badge tone={outcomeTones[outcome]} className="capitalize">
      <span data-outcome={outcome}>{words(outcome)}</span>
    </Badge>
  );
}

const runColumn = columnHelper<ScheduleRun>();
const runColumns = (timezone: string, scheduleId: string) => [
  runColumn.accessor("dueAt", {
    header: "Due",
    cell: (info) => <span className="tabular-nums">{dueTime(info.getValue(), timezone)}</span>,
  }),
  runColumn.accessor("outcome", { header: "Outcome", cell: (info) => <RunOutcome outcome={info.getValue()} /> }),
  runColumn.accessor("transactionId", {
    header: "Transaction",
    cell: (info) => {
      const id = info.getValue();
      // A wallet-mode run waits for the sender's wallet: the payroll page signs it with the payment it was due with.
      const run = info.row.original;
      if (run.outcome === "ready_to_sign") {
        return (
          <Link
            href={`/payroll?schedule=${scheduleId}&version=${run.paymentVersion}`}
            className={`${link} text-sm`}
            data-sign-run
          >
            Sign on the Payroll page
          </Link>
        );
      }
      return id ? (
        <Link href={`/transactions/${id}`} className={`${link} font-mono text-xs break-all`}>
          {id}
        </Link>
      ) : (
        <span className="text-zinc-500">—</span>
      );
    },
  }),
  runColumn.accessor("error", {
    header: "Why",
    cell: (info) => {
      const error = info.getValue();
      return error ? (
        <span className="text-rose-700">
          {error.message} <code className="font-mono text-xs">({error.code})</code>
        </span>
      ) : (
        ""
      );
    },
  }),
];

/** The latest runs, newest first: what each due time did, and why a refused one was refused. */
export function RunHistory({
  runs,
  timezone,
  scheduleId,
}: {
  runs: ScheduleRun[];
  timezone: string;
  scheduleId: string;
}) {
  const columns = useMemo(() => runColumns(timezone, scheduleId), [timezone, scheduleId]);
  return (
    <DataTable
      label="Runs"
      columns={columns}
      data={runs}
      rowId={(run) => run.dueAt}
      empty="No runs yet: the first is made at the next due time."
    />
  );
}

type Recipient = ScheduleDetail["payment"]["recipients"][number];
type NumberedRecipient = Recipient & { index: number };
export const recipientsPageSize = 50;

const recipientColumn = columnHelper<NumberedRecipient>();
const recipientColumns = [
  recipientColumn.accessor("index", {
    header: "#",
    cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
  }),
  recipientColumn.accessor("address", {
    header: "Address",
    cell: (info) => <Address value={info.getValue()} keep={8} />,
  }),
  recipientColumn.accessor("amount", {
    header: "Amount",
    cell: (info) => (
      <span className="tabular-nums text-zinc-900">
        <Money amount={info.getValue()} />
      </span>
    ),
  }),
];

/** Every recipient of each run, 50 a page (a schedule pays up to 10,000). */
export function RecipientList({ recipients }: { recipients: Recipient[] }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(recipients.length / recipientsPageSize));
  const first = page * recipientsPageSize;
  const shown = recipients
    .slice(first, first + recipientsPageSize)
    .map((recipient, offset) => ({ ...recipient, index: first + offset + 1 }));
  return (
    <div className="space-y-3">
      <DataTable
        label="Recipients"
        columns={recipientColumns}
        data={shown}
        rowId={(r) => String(r.index)}
        empty="No recipients."
      />
      {pages > 1 ? (
        <nav
          aria-label="Recipient pages"
          className="flex flex-wrap items-center justify-end gap-2 text-sm text-zinc-600"
        >
          <span data-recipients-range>
            {first + 1}–{first + shown.length} of {recipients.length.toLocaleString("en-US")}
          </span>
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
