import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";
import {
  createScheduleBody,
  deletedScheduleSchema,
  listSchedulesQuery,
  scheduleDetailSchema,
  scheduleListSchema,
  scheduleSchema,
  updateScheduleBody,
} from "./schedules";

const scheduleId = idParam("scheduleId", "sch_4Zk9");
const tag = "Schedules";

/** Recurring payments: a payment made at every due time of a cron expression. */
export function registerScheduleOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/schedules",
    operationId: "createSchedule",
    tag,
    summary: "Create a schedule",
    description:
      "A payment made at every due time of `cron` (read in `timezone`), from the next one on. Each due time is run exactly once, as a transaction carrying `scheduleId`, through the same policies, spending limits and balance checks as POST /v1/transactions, as the key or member that last set what it pays or when. Private runs paid from the private balance complete unattended (or wait for approval); a private run by deposit hands out a deposit address; a wallet-mode run ends `ready_to_sign` with the event `schedule.run`, since only the sender's wallet signs. Due times missed while the service was down make one run. Adding it is audited.",
    permission: "write",
    idempotent: true,
    request: { body: json(createScheduleBody) },
    success: { status: 201, description: "The schedule, with its next due times", schema: scheduleSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ADDRESS",
      "INVALID_AMOUNT",
      "INVALID_RECIPIENT",
      "TOO_MANY_SCHEDULES",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/schedules",
    operationId: "listSchedules",
    tag,
    summary: "List schedules",
    description: "The account's schedules, oldest first; pass the last scheduleId as startingAfter for the next page.",
    permission: "read",
    request: { query: listSchedulesQuery },
    success: { status: 200, description: "A page of schedules", schema: scheduleListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/schedules/{scheduleId}",
    operationId: "getSchedule",
    tag,
    summary: "Get a schedule",
    description: "The schedule with its whole payment, its next due times and its latest runs (newest first).",
    permission: "read",
    request: { params: scheduleId },
    success: { status: 200, description: "The schedule", schema: scheduleDetailSchema },
    errors: ["SCHEDULE_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "patch",
    path: "/v1/schedules/{scheduleId}",
    operationId: "updateSchedule",
    tag,
    summary: "Change, pause, resume or skip a schedule",
    description:
      "A new `payment`, `cron` or `timezone`, or a resume, makes the caller its maker (runs answer to the caller's policies and limits from then on). A new cron or time zone, or `status: active` after a pause, runs from the first due time from now. `skipNext: true` lets the next due time pass without a payment. A due time already claimed keeps the payment it was claimed with.",
    permission: "write",
    request: { params: scheduleId, body: json(updateScheduleBody) },
    success: { status: 200, description: "The schedule as changed", schema: scheduleSchema },
    errors: ["INVALID_REQUEST", "INVALID_ADDRESS", "INVALID_AMOUNT", "INVALID_RECIPIENT", "SCHEDULE_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/schedules/{scheduleId}",
    operationId: "deleteSchedule",
    tag,
    summary: "Delete a schedule",
    description:
      "No more runs; a due time claimed but not yet paid ends `cancelled`. Its runs stay on its transactions.",
    permission: "write",
    idempotent: true,
    request: { params: scheduleId },
    success: { status: 200, description: "Deleted", schema: deletedScheduleSchema },
    errors: ["SCHEDULE_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });
}
