import { isoTimestamp, pagination, startingAfterId } from "./common";
import { privateSourceSchema } from "./privacy";
import { assetSymbolSchema } from "./tokens";
import { modeSchema, recipientSchema } from "./transactions";
import { z } from "./zod";

/** An account keeps at most this many live schedules, so the due-time scan and the list stay bounded. */
export const maxSchedulesPerAccount = 100;
/** A schedule's recipients: as many as one payroll takes. */
export const maxScheduleRecipients = 10_000;

const name = z.string().trim().min(1).max(100).openapi({ description: "What the team calls it", example: "Payroll" });
const cron = z.string().trim().min(9).max(100).openapi({
  description:
    "When it runs: a five-field cron expression (minute hour day-of-month month day-of-week), read in `timezone`. Runs at most once a minute.",
  example: "0 9 1 * *",
});
const timezone = z.string().min(1).max(64).openapi({
  description: "The IANA time zone its cron is read in (daylight saving included)",
  example: "Europe/Berlin",
});

export const schedulePaymentSchema = z
  .object({
    type: z.enum(["send", "payroll"]),
    mode: modeSchema,
    source: privateSourceSchema.optional().openapi({
      description:
        "Private mode: `private_balance` (each run pays from the private balance, unattended) or `deposit` (each run hands out a deposit address to pay)",
    }),
    asset: assetSymbolSchema.openapi({ description: "What the recipients are paid in (and what the run pays with)" }),
    sender: z.string().min(32).max(44).openapi({ description: "Sender wallet (base58), as a payment names it" }),
    recipients: z.array(recipientSchema).min(1).max(maxScheduleRecipients),
  })
  .strict()
  .openapi("SchedulePayment", { description: "The payment each run makes, as POST /v1/transactions takes it" });

export const createScheduleBody = z
  .object({ name, cron, timezone: timezone.default("UTC"), payment: schedulePaymentSchema })
  .strict()
  .openapi("CreateScheduleRequest");

export const updateScheduleBody = z
  .object({
    name: name.optional(),
    cron: cron.optional(),
    timezone: timezone.optional(),
    payment: schedulePaymentSchema.optional(),
    status: z
      .enum(["active", "paused"])
      .optional()
      .openapi({ description: "paused: no run is made until it is active again (then from the next due time)" }),
    skipNext: z
      .boolean()
      .optional()
      .openapi({ description: "true: the next due time passes without a payment (its run says `skipped`)" }),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: "Give at least one of name, cron, timezone, payment, status, skipNext",
  })
  .openapi("UpdateScheduleRequest");

export const listSchedulesQuery = z
  .object({
    limit: pagination.limit,
    startingAfter: startingAfterId("scheduleId"),
  })
  .strict();

export const scheduleRunOutcomes = ["created", "held", "ready_to_sign", "skipped", "refused", "cancelled"] as const;
export type ScheduleRunOutcome = (typeof scheduleRunOutcomes)[number];

export const scheduleRunSchema = z
  .object({
    dueAt: isoTimestamp.openapi({ description: "The due time this run is for (one run per due time, ever)" }),
    outcome: z.enum(["due", ...scheduleRunOutcomes]).openapi({
      description:
        "due: claimed, not made yet; created: its transaction is made; held: made and held for approval by a policy; ready_to_sign: wallet mode, waiting for the sender's wallet (event schedule.run); skipped: skipNext; refused: a policy, a limit or the balance refused it (`error` says which); cancelled: the schedule was paused or deleted before the run",
    }),
    transactionId: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    scheduleVersion: z
      .number()
      .int()
      .openapi({ description: "The schedule's version whose payment the run made (it counts edits)" }),
    paymentVersion: z
      .number()
      .int()
      .openapi({ description: "The version of the payment the run pays (the schedule's `paymentVersion` then)" }),
    ranAt: isoTimestamp.nullable(),
  })
  .openapi("ScheduleRun");

const schedulePaymentSummarySchema = z
  .object({
    type: z.enum(["send", "payroll"]),
    mode: modeSchema,
    source: privateSourceSchema.nullable(),
    asset: assetSymbolSchema,
    sender: z.string(),
    recipientCount: z.number().int(),
    total: z.string().openapi({ description: "What one run pays its recipients, in `asset` (decimal)" }),
  })
  .openapi("SchedulePaymentSummary");

export const scheduleSchema = z
  .object({
    scheduleId: z.string(),
    name: z.string(),
    cron: z.string(),
    timezone: z.string(),
    status: z.enum(["active", "paused"]),
    summary: schedulePaymentSummarySchema,
    nextRunAt: isoTimestamp
      .nullable()
      .openapi({ description: "The next due time a run is made for; null when paused" }),
    skipNext: z.boolean(),
    version: z.number().int().openapi({ description: "Counts changes of what is paid or when" }),
    paymentVersion: z.number().int().openapi({ description: "Counts changes of the payment alone" }),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .openapi("Schedule");

export const scheduleDetailSchema = scheduleSchema
  .extend({
    payment: schedulePaymentSchema,
    upcoming: z.array(isoTimestamp).openapi({ description: "The next due times (at most 5), skipped one included" }),
    runs: z.array(scheduleRunSchema).openapi({ description: "Its latest runs, newest first (at most 20)" }),
  })
  .openapi("ScheduleDetail");

export const scheduleListSchema = z
  .object({ schedules: z.array(scheduleSchema), hasMore: z.boolean() })
  .openapi("ScheduleList");

export const deletedScheduleSchema = z
  .object({ scheduleId: z.string(), deleted: z.literal(true) })
  .openapi("DeletedSchedule");

/** The `schedule.run` event, once per run: the recipients are on GET /v1/schedules/{scheduleId}. */
export const scheduleRunEventSchema = z
  .object({ scheduleId: z.string(), name: z.string(), summary: schedulePaymentSummarySchema, run: scheduleRunSchema })
  .openapi("ScheduleRunEvent");

export type SchedulePayment = z.infer<typeof schedulePaymentSchema>;
