import { isoTimestamp } from "./common";
import { spendingLimitSchema, spendingLimitsSchema } from "./spending-limits";
import { z } from "./zod";

export const permissionSchema = z.enum(["read", "write", "admin"]).openapi("Permission");
export const tierSchema = z.enum(["free", "pro", "enterprise"]).openapi("Tier");

export const createApiKeyBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    permission: permissionSchema,
    tier: tierSchema.optional().openapi({
      description:
        "Optional. Limits belong to the account: a key has its account's tier, and asking for another is 403",
    }),
    spendingLimits: spendingLimitsSchema.optional(),
  })
  .strict()
  .openapi("CreateApiKeyRequest");

export const rotateApiKeyBody = z
  .object({
    gracePeriodSeconds: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600)
      .default(0)
      .openapi({ description: "How long the old key keeps working (0 = revoked now; at most 7 days)" }),
  })
  .strict()
  .openapi("RotateApiKeyRequest");

export const apiKeySchema = z
  .object({
    keyId: z.string(),
    name: z.string(),
    permission: permissionSchema,
    tier: tierSchema.openapi({ description: "The account's rate-limit tier, which every key of it shares" }),
    prefix: z.string().openapi({ description: "The key's first characters, for recognising it" }),
    createdAt: isoTimestamp,
    lastUsedAt: isoTimestamp.nullable(),
    revokedAt: isoTimestamp.nullable(),
    expiresAt: isoTimestamp.nullable(),
    spendingLimits: z.array(spendingLimitSchema).openapi({
      description: "Per-asset daily limits on its sends and payrolls ([]: none of its own)",
    }),
  })
  .openapi("ApiKey");

export const createdApiKeySchema = apiKeySchema
  .extend({ key: z.string().openapi({ description: "The full key. Shown once, never again." }) })
  .openapi("CreatedApiKey");

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) }).openapi("ApiKeyList");

export const revokedApiKeySchema = z
  .object({ keyId: z.string(), revoked: z.literal(true), revokedAt: isoTimestamp })
  .openapi("RevokedApiKey");

export const rotatedApiKeySchema = createdApiKeySchema
  .extend({
    rotatedFrom: z.object({ keyId: z.string(), expiresAt: isoTimestamp }),
  })
  .openapi("RotatedApiKey");

export type ApiKeyView = z.infer<typeof apiKeySchema>;
