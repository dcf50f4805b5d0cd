"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { errorMessage } from "@/components/ui/query-error";
import { type Schedule, type UpdateSchedule, useDeleteSchedule, useUpdateSchedule } from "./schedules-data-access";

/**
 * Pause or resume, skip the next due time, delete (after a confirmation): each says in a toast how it went.
 * `onDeleted` lets the schedule's own page leave once it is gone.
 */
export function ScheduleActions({ schedule, onDeleted }: { schedule: Schedule; onDeleted?: () => void }) {
  const update = useUpdateSchedule(schedule.scheduleId);
  const remove = useDeleteSchedule(schedule.scheduleId);
  const [confirming, setConfirming] = useState(false);
  const paused = schedule.status === "paused";

  const change = (body: UpdateSchedule, done: string) =>
    update.mutate(body, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(`Deleted ${schedule.name}`);
        onDeleted?.();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(error));
      },
    });

  return (
    <div className="flex flex-wrap justify-end gap-1.5 lg:flex-nowrap">
      <Button
        size="sm"
        variant="secondary"
        disabled={update.isPending}
        aria-label={`${paused ? "Resume" : "Pause"} ${schedule.name}`}
        onClick={() =>
          change({ status: paused ? "active" : "paused" }, `${schedule.name} ${paused ? "resumed" : "paused"}`)
        }
      >
        {paused ? "Resume" : "Pause"}
      </Button>
      {paused ? null : (
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          aria-label={`${schedule.skipNext ? "Do not skip" : "Skip"} the next run of ${schedule.name}`}
          onClick={() =>
            change(
              { skipNext: !schedule.skipNext },
              `${schedule.name}: the next run ${schedule.skipNext ? "pays again" : "is skipped"}`,
            )
          }
        >
          {schedule.skipNext ? "Don't skip" : "Skip next"}
        </Button>
      )}
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={`Delete ${schedule.name}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this schedule?"
        description={`${schedule.name} makes no more payments; a run not made yet is cancelled. Payments it already made stay as they are.`}
        confirmLabel="Delete schedule"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
