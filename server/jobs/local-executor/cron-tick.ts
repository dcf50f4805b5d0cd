import type { ScheduledTimerEventPayload } from "inngest";
import type { insertRunIfAbsent } from "../../db/queries/jobs";
import { newId } from "../../ids";
import { concurrencyGroup } from "./concurrency";
import type { FunctionConfig } from "./types";

/**
 * The run of one cron tick, with the event Inngest sends a scheduled function. Its event id names the function and
 * the scheduled time, so two executors create the tick once.
 */
export function cronTickRun(fn: FunctionConfig, cron: string, due: number): Parameters<typeof insertRunIfAbsent>[1] {
  const at = new Date(due).toISOString();
  const event = {
    name: "inngest/scheduled.timer",
    data: { cron },
    id: `cron:${fn.id}:${at}`,
    ts: due,
  } satisfies ScheduledTimerEventPayload;
  return {
    id: newId("run"),
    functionId: fn.id,
    eventId: `cron:${at}`,
    event,
    status: "queued",
    nextRunAt: new Date(),
    ...concurrencyGroup(fn.concurrency, event),
  };
}
