"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCan } from "@/components/shell/session-context";
import { Address } from "@/components/ui/address";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryView } from "@/components/ui/query-error";
import { RelativeTime } from "@/components/ui/relative-time";
import { ScheduleActions } from "./schedule-actions";
import { type ScheduleDetail, useSchedule } from "./schedules-data-access";
import {
  NextRun,
  PaymentKind,
  RecipientList,
  RunHistory,
  ScheduleStatus,
  ScheduleTotal,
  ScheduleWhen,
  UpcomingRuns,
} from "./schedules-ui";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-zinc-700">{children}</dd>
    </div>
  );
}

function ScheduleFacts({ schedule }: { schedule: ScheduleDetail }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label="When">
        <ScheduleWhen cron={schedule.cron} timezone={schedule.timezone} />
      </Fact>
      <Fact label="Next run">
        <NextRun schedule={schedule} />
      </Fact>
      <Fact label="Status">
        <ScheduleStatus schedule={schedule} />
      </Fact>
      <Fact label="Payment">
        <PaymentKind summary={schedule.summary} />
      </Fact>
      <Fact label="Each run">
        <ScheduleTotal summary={schedule.summary} />
      </Fact>
      <Fact label="Sender">
        <Address value={schedule.summary.sender} what="sender" />
      </Fact>
      <Fact label="Created">
        <RelativeTime iso={schedule.createdAt} />
      </Fact>
      <Fact label="Changed">
        <RelativeTime iso={schedule.updatedAt} />{" "}
        <span className="text-xs text-zinc-600">(version {schedule.version})</span>
      </Fact>
    </dl>
  );
}

/** One schedule: what it pays and when, its next due times, its recipients and what its runs did. */
export function ScheduleDetailFeature({ scheduleId }: { scheduleId: string }) {
  const schedule = useSchedule(scheduleId);
  const canWrite = useCan("write");
  const router = useRouter();
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <p className="text-sm">
        <Link href="/schedules" className="text-zinc-600 hover:text-zinc-900">
          ← Schedules
        </Link>
      </p>
      <QueryView query={schedule} what="this schedule">
        {(data) => (
          <div className="space-y-6">
            <PageHeader
              title={data.name}
              description={<span className="font-mono text-xs">{data.scheduleId}</span>}
              actions={
                canWrite ? <ScheduleActions schedule={data} onDeleted={() => router.push("/schedules")} /> : null
              }
            />
            <Card>
              <CardBody>
                <ScheduleFacts schedule={data} />
              </CardBody>
            </Card>
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <Card>
                <CardHeader>
                  <CardTitle>Upcoming</CardTitle>
                </CardHeader>
                <CardBody>
                  <UpcomingRuns schedule={data} />
                </CardBody>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Runs</CardTitle>
                </CardHeader>
                <CardBody>
                  <RunHistory runs={data.runs} timezone={data.timezone} scheduleId={data.scheduleId} />
                </CardBody>
              </Card>
            </div>
            <Card>
              <CardHeader>
                <CardTitle>Recipients</CardTitle>
              </CardHeader>
              <CardBody>
                <RecipientList recipients={data.payment.recipients} />
              </CardBody>
            </Card>
          </div>
        )}
      </QueryView>
    </main>
  );
}
