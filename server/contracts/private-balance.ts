import { transactionApprovalSchema } from "./approvals";
import { decimalString, isoTimestamp } from "./common";
import { balanceEntryTypes } from "./private-balance-books";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

const signedDecimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .openapi({ description: "Signed decimal amount, in whole units of the asset", example: "-12.5" });

const wholeUnits = z
  .string()
  .max(40)
  .regex(/^\d+(\.\d+)?$/, "amount must be a plain decimal number such as 100")
  .openapi({ description: "In whole units of the asset", example: "100" });

export const privateBalanceSchema = z
  .object({
    asset: assetSymbolSchema,
    available: decimalString.openapi({ description: "What payments and withdrawals may take now" }),
    pending: decimalString.openapi({
      description: "Top-ups whose deposit is final but not yet swept into the pool: available once it is",
    }),
  })
  .openapi("PrivateBalance");

export const privateBalancesSchema = z
  .object({ balances: z.array(privateBalanceSchema) })
  .openapi("PrivateBalances", { description: "One row per supported asset" });

export const balanceEntryTypeSchema = z.enum(balanceEntryTypes).openapi("PrivateBalanceEntryType");

export const privateBalanceEntrySchema = z
  .object({
    entryId: z.string().openapi({ example: "ble_3kTq9..." }),
    type: balanceEntryTypeSchema,
    asset: assetSymbolSchema,
    amount: signedDecimal.openapi({ description: "What the entry added to `available` (negative: taken)" }),
    balanceAfter: decimalString.openapi({ description: "`available` in this asset right after the entry" }),
    createdAt: isoTimestamp,
    transactionId: z.string().nullable().openapi({ description: "The top-up, payment or withdrawal it belongs to" }),
  })
  .openapi("PrivateBalanceEntry");

export const listBalanceEntriesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: "Page size, 1 to 100" }),
    startingAfter: z.string().min(1).max(64).optional().openapi({
      description: "Cursor: the nextCursor of the previous page (the last entryId seen)",
    }),
  })
  .strict();

export const privateBalanceEntryListSchema = z
  .object({
    entries: z.array(privateBalanceEntrySchema),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable().openapi({ description: "startingAfter of the next page, null on the last" }),
  })
  .openapi("PrivateBalanceEntryList");

export const createTopUpBody = z
  .object({
    asset: assetSymbolSchema,
    amount: wholeUnits.openapi({ description: "What `available` grows by once the deposit is final and swept" }),
  })
  .strict()
  .openapi("CreateTopUp");

export const topUpSchema = z
  .object({
    topUpId: z.string().openapi({ description: "The top-up's transaction id (GET /v1/transactions/{id})" }),
    status: z.string().openapi({ example: "processing" }),
    ephemeralAddress: z.string().openapi({ description: "The fresh deposit address to pay" }),
    depositAmount: decimalString.openapi({ description: "`amount` plus the deposit's fee: what to pay" }),
    depositAsset: assetSymbolSchema,
    depositDeadline: isoTimestamp,
    paymentUrl: z
      .string()
      .openapi({ description: "A Solana Pay transfer URL of the deposit, for wallets and QR codes" }),
  })
  .openapi("TopUp");

export const createWithdrawalBody = z
  .object({
    asset: assetSymbolSchema,
    amount: wholeUnits.openapi({ description: "What `address` receives; the fee is taken from `available` too" }),
    address: z.string().max(64).openapi({ description: "The wallet (base58) the pool pays" }),
  })
  .strict()
  .openapi("CreateWithdrawal");

export const withdrawalSchema = z
  .object({
    withdrawalId: z.string().openapi({ description: "The withdrawal's transaction id (GET /v1/transactions/{id})" }),
    status: z.string().openapi({ example: "processing" }),
    debited: decimalString
      .optional()
      .openapi({ description: "What was taken from `available`: `amount` and `fee` (absent while held)" }),
    fee: decimalString.optional().openapi({
      description:
        "Every charge a deposit would have carried (the quote's fee, the payout's network fee, the address's new token account's rent)",
    }),
    approval: transactionApprovalSchema.optional().openapi({
      description: "Held by a policy: `pending`, nothing debited until approved; rejected or expired, cancelled",
    }),
  })
  .openapi("Withdrawal");
