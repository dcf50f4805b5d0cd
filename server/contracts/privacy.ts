import { decimalString, isoTimestamp } from "./common";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

/** What funds a private payment: a fresh deposit address (default), or the account's private balance. */
export const privateSourceSchema = z.enum(["deposit", "private_balance"]).openapi("PrivateSource");

/**
 * A private payment's privacy receipt: how many senders a chain observer cannot tell apart from the real one
 * (docs/privacy.md, "The privacy receipt"). Written once when the payment completes; before that, and before sending,
 * an estimate from the traffic the service has seen.
 */
export const privacyReceiptSchema = z
  .object({
    anonymitySet: z.number().int().min(1).openapi({
      description:
        "Senders an observer of the chain cannot tell apart from the real one for this payment (its weakest recipient): the deposits whose amount and time could have paid it, and the accounts whose top-ups could have. 1 means the payment is linkable; the observer's best guess is right about 1 time in anonymitySet.",
      example: 14,
    }),
    source: privateSourceSchema,
    estimate: z.boolean().openapi({
      description: "true until the payment completes: counted from the traffic seen so far, and it may still change",
    }),
    delay: z
      .object({
        minSeconds: z.number().int().min(0),
        maxSeconds: z.number().int().min(0),
      })
      .openapi({ description: "The random delay each recipient's payout waits, from the deposit or the debit" }),
    window: z
      .object({ from: isoTimestamp, to: isoTimestamp })
      .openapi({ description: "When a deposit must have landed to be counted (the delay window before the payouts)" }),
    computedAt: isoTimestamp,
  })
  .openapi("PrivacyReceipt");
export type PrivacyReceipt = z.infer<typeof privacyReceiptSchema>;

export const privacyEstimateQuery = z
  .object({
    asset: assetSymbolSchema,
    amount: decimalString.openapi({
      description: "The largest amount one recipient will be paid (a payroll's largest line)",
      example: "1000",
    }),
    source: privateSourceSchema.default("deposit"),
  })
  .strict();
