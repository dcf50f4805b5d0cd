import { decimalString, isoTimestamp, pagination } from "./common";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

export const transactionStatusSchema = z
  .enum(["pending", "processing", "confirmed", "completed", "failed", "cancelled"])
  .openapi("TransactionStatus");
export const transactionTypeSchema = z.enum(["send", "swap", "payroll"]).openapi("TransactionType");
export const modeSchema = z.enum(["wallet", "private"]).openapi("Mode");

export const listTransactionsQuery = z
  .object({
    ...pagination,
    status: transactionStatusSchema.optional(),
  })
  .strict();

export const transactionSummarySchema = z
  .object({
    transactionId: z.string(),
    status: transactionStatusSchema,
    type: transactionTypeSchema,
    mode: modeSchema,
    inputAsset: assetSymbolSchema,
    outputAsset: assetSymbolSchema,
    amount: decimalString.openapi({ description: "Total input amount" }),
    signature: z.string().nullable(),
    createdAt: isoTimestamp,
  })
  .openapi("TransactionSummary");

export const transactionListSchema = z
  .object({
    transactions: z.array(transactionSummarySchema),
    total: z.number().int(),
    hasMore: z.boolean(),
  })
  .openapi("TransactionList");

export const recipientLegSchema = z
  .object({
    address: z.string(),
    amount: decimalString,
    status: z.enum(["pending", "sent", "confirmed", "completed", "failed"]),
    signature: z.string().nullable(),
  })
  .openapi("RecipientLeg");

export const transactionDetailSchema = transactionSummarySchema
  .extend({
    sender: z.string(),
    outputAmount: decimalString,
    fee: decimalString.openapi({ description: "Fee charged, in the input asset" }),
    networkFee: decimalString
      .nullable()
      .openapi({ description: "SOL the network charged, once the transaction landed" }),
    blockTime: z.number().int().nullable().openapi({ description: "Unix seconds of the block that included it" }),
    stage: z.string().nullable(),
    ephemeralAddress: z.string().nullable(),
    recipients: z.array(recipientLegSchema),
    failure: z
      .object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() })
      .nullable(),
    cancelledAt: isoTimestamp.nullable(),
    updatedAt: isoTimestamp,
  })
  .openapi("TransactionDetail");

export const cancelledTransactionSchema = z
  .object({ transactionId: z.string(), status: z.literal("cancelled"), cancelledAt: isoTimestamp })
  .openapi("CancelledTransaction");

export type TransactionDetail = z.infer<typeof transactionDetailSchema>;
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
