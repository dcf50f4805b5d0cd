import { decimalString } from "./common";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

export const spendingLimitSchema = z
  .object({
    asset: assetSymbolSchema,
    perDay: decimalString.openapi({
      description:
        "The most the key or member may pay out of this asset per UTC day (what the recipients are paid, in whole units)",
    }),
  })
  .strict()
  .openapi("SpendingLimit");

/** At most one limit an asset; an asset without one is not limited. */
export const spendingLimitsSchema = z
  .array(spendingLimitSchema)
  .max(10)
  .refine((limits) => new Set(limits.map((l) => l.asset)).size === limits.length, {
    error: "Give at most one limit an asset",
  })
  .openapi({
    description:
      "Per-asset daily limits on what is paid to others: sends, payrolls, withdrawals from the private balance, private swaps (in the output asset) and payment requests (at create). A member's also cover the keys it made. Over one: 422 SPENDING_LIMIT_EXCEEDED; at most 18446744073709551615 base units",
  });

export const updateSpendingLimitsBody = z
  .object({ spendingLimits: spendingLimitsSchema })
  .strict()
  .openapi("UpdateApiKeyRequest", { description: "The key's new limits, replacing the old ones ([]: none)" });

export type SpendingLimitView = z.infer<typeof spendingLimitSchema>;
