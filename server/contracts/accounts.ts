import { tierSchema } from "./api-keys";
import { isoTimestamp } from "./common";
import { z } from "./zod";

export const accountStatusSchema = z.enum(["active", "suspended"]).openapi("AccountStatus");

const accountName = z.string().trim().min(1).max(100).openapi({ example: "Acme Payroll Ltd" });

const cursor = z.string().min(1).max(64).optional().openapi({
  description: "Cursor: the accountId of the last item of the previous page; the page continues after it",
  example: "acc_7Hq2",
});

export const createAccountBody = z
  .object({ name: accountName, tier: tierSchema })
  .strict()
  .openapi("CreateAccountRequest");

export const updateAccountBody = z
  .object({ name: accountName.optional(), tier: tierSchema.optional(), status: accountStatusSchema.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.tier !== undefined || b.status !== undefined, {
    message: "give at least one of name, tier, status",
  })
  .openapi("UpdateAccountRequest");

export const listAccountsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: "Page size, 1 to 100" }),
    startingAfter: cursor,
    status: accountStatusSchema.optional(),
    tier: tierSchema.optional(),
  })
  .strict();

export const accountSchema = z
  .object({
    accountId: z.string(),
    name: z.string(),
    tier: tierSchema,
    status: accountStatusSchema,
    operator: z.boolean().openapi({ description: "The deployment's own account, which manages the others" }),
    createdAt: isoTimestamp,
  })
  .openapi("Account");

export const accountUsageSchema = z
  .object({
    month: z.string().openapi({ description: "The calendar month (UTC) counted", example: "2026-11" }),
    requests: z.number().int().openapi({ description: "Requests counted this month (all of the account's keys)" }),
    quota: z.number().int().openapi({ description: "Requests the tier allows per month" }),
    perMinute: z.number().int().openapi({ description: "Requests the tier allows per minute" }),
    resetsAt: isoTimestamp,
  })
  .openapi("AccountUsage");

export const createdAccountSchema = z
  .object({
    account: accountSchema,
    adminKey: z.string().openapi({ description: "The new account's first admin key. Shown once, never again." }),
  })
  .openapi("CreatedAccount");

export const accountDetailSchema = z
  .object({ account: accountSchema, usage: accountUsageSchema })
  .openapi("AccountDetail");

export const updatedAccountSchema = z.object({ account: accountSchema }).openapi("UpdatedAccount");

export const accountListSchema = z
  .object({ accounts: z.array(accountSchema), hasMore: z.boolean() })
  .openapi("AccountList");

export type AccountView = z.infer<typeof accountSchema>;
export type AccountDetailView = z.infer<typeof accountDetailSchema>;
