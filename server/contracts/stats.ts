import { tierSchema } from "./api-keys";
import { createdRange, decimalString, isoTimestamp, rangeInOrder } from "./common";
import { assetSymbolSchema } from "./tokens";
import { modeSchema, transactionStatusSchema } from "./transactions";
import { z } from "./zod";

export const statsQuery = z
  .object({ ...createdRange })
  .strict()
  .refine(rangeInOrder, { message: "from must be before to", path: ["to"] });

const dailyVolumeSchema = z
  .object({
    date: z.string().openapi({ description: "The UTC day", example: "2026-11-22" }),
    asset: assetSymbolSchema,
    amount: decimalString.openapi({ description: "Input amount of the day's completed transactions in this asset" }),
    count: z.number().int().openapi({ description: "Completed transactions of the day in this asset" }),
  })
  .openapi("DailyVolume");

const countSchema = <T extends z.ZodType>(key: T) => z.array(z.object({ key, count: z.number().int() }));

const failingWebhookSchema = z
  .object({
    webhookId: z.string(),
    url: z.string(),
    enabled: z.boolean(),
    failingDeliveries: z
      .number()
      .int()
      .openapi({ description: "Deliveries in the window that failed for good or whose last attempt failed" }),
    lastFailureAt: isoTimestamp.nullable(),
    lastStatusCode: z.number().int().nullable(),
  })
  .openapi("FailingWebhook");

export const statsSchema = z
  .object({
    from: isoTimestamp,
    to: isoTimestamp,
    volume: z.array(dailyVolumeSchema).openapi({ description: "Per UTC day and asset, oldest first" }),
    byStatus: countSchema(transactionStatusSchema),
    byMode: countSchema(modeSchema),
    total: z.number().int().openapi({ description: "Transactions created in the window" }),
    successRate: z.number().nullable().openapi({
      description: "completed / (completed + failed) in the window, 0 to 1; null when none finished",
      example: 0.98,
    }),
    failingWebhooks: z.array(failingWebhookSchema).openapi({
      description: "Disabled webhooks, and those with failing deliveries in the window, most failures first",
    }),
    usage: z
      .object({
        tier: tierSchema,
        used: z.number().int().openapi({ description: "Requests this calendar month (UTC), all keys of the account" }),
        limit: z.number().int(),
        resetsAt: isoTimestamp,
      })
      .openapi({ description: "The account's monthly request allowance" }),
  })
  .openapi("Stats");

export type Stats = z.infer<typeof statsSchema>;
