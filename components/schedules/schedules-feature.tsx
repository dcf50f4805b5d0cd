"use client";

import { useCallback } from "react";
import { useCan } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryView } from "@/components/ui/query-error";
import { CreateScheduleForm } from "./create-schedule-form";
import { ScheduleActions } from "./schedule-actions";
import { type Schedule, useSchedules } from "./schedules-data-access";
import { ScheduleTable } from "./schedules-ui";

/** Scheduled payments: the account's schedules with their next run, and a new one for keys that may write. */
export function SchedulesFeature() {
  const schedules = useSchedules();
  const canWrite = useCan("write");
  const actions = useCallback((s: Schedule) => (canWrite ? <ScheduleActions schedule={s} /> : null), [canWrite]);
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Schedules"
        description="Payments made again at every due time of a schedule, through the same policies, limits and balance checks as any other payment."
      />
      <QueryView query={schedules} what="the schedules">
        {(data) => (
          <div className="space-y-3">
            <ScheduleTable schedules={data.pages.flatMap((p) => p.schedules)} actions={actions} />
            {schedules.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void schedules.fetchNextPage()}
                disabled={schedules.isFetchingNextPage}
              >
                Show more
              </Button>
            ) : null}
          </div>
        )}
      </QueryView>
      {canWrite ? (
        <Card>
          <CardHeader>
            <CardTitle>New schedule</CardTitle>
          </CardHeader>
          <CardBody>
            <CreateScheduleForm />
          </CardBody>
        </Card>
      ) : null}
    </main>
  );
}
