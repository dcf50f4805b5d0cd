import { transactionApprovalSchema } from "./approvals";
import { createdRange, decimalString, isoTimestamp, pagination, rangeInOrder } from "./common";
import { privacyReceiptSchema, privateSourceSchema } from "./privacy";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

export const transactionStatusSchema = z
  .enum(["pending", "processing", "confirmed", "completed", "failed", "cancelled"])
  .openapi("TransactionStatus");
/** A payment (send, swap, payroll) or, made through /v1/private-balance, a top-up or a withdrawal of the balance. */
export const transactionTypeSchema = z
  .enum(["send", "swap", "payroll", "top_up", "withdrawal"])
  .openapi("TransactionType");
/** What POST /v1/transactions and prepare create. */
export const paymentTypeSchema = z.enum(["send", "swap", "payroll"]).openapi("PaymentType");
export const modeSchema = z.enum(["wallet", "private"]).openapi("Mode");

export const listTransactionsQuery = z
  .object({
    ...pagination,
    status: transactionStatusSchema.optional(),
    type: transactionTypeSchema.optional().openapi({ description: "Only this type (extension)" }),
    mode: modeSchema.optional().openapi({ description: "Only this mode (extension)" }),
    asset: assetSymbolSchema
      .optional()
      .openapi({ description: "Only transactions paying in or out this asset (extension)" }),
    ...createdRange,
    q: z.string().trim().min(1).max(128).optional().openapi({
      description:
        "Search (extension): a transaction id, a signature (of the transaction or of one of its legs), or a recipient address, exactly",
      example: "txn_7Hq2",
    }),
    startingAfter: z.string().min(1).max(64).optional().openapi({
      description:
        "Cursor (extension): the transactionId of the last item of the previous page; the page continues after it, and stays stable while new transactions arrive. Use with offset 0.",
      example: "txn_7Hq2",
    }),
    include: z.enum(["attempts"]).optional().openapi({
      description:
        "attempts (extension): list payment requests' unpaid deposits too (attempts, `attempt: true`), which the list, its total and the export leave out",
    }),
  })
  .strict()
  .refine(rangeInOrder, { message: "from must be before to", path: ["to"] })
  .refine((q) => !q.startingAfter || q.offset === 0, {
    message: "use either offset or startingAfter",
    path: ["startingAfter"],
  });

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
    failure: z
      .object({
        code: z.string(),
        message: z.string(),
        reason: z.string().optional().openapi({
          description:
            "Private mode, a payment the ledger refused at payout: why, in the words of the create-time refusals (`frozen_token_account`, `below_rent_minimum`, ...) or `ledger_refused`",
        }),
      })
      .nullable()
      .optional()
      .openapi({ description: "Why this recipient was not paid (its ledger transaction failed or expired)" }),
  })
  .openapi("RecipientLeg");

export const timelineEntrySchema = z
  .object({
    eventId: z.string().openapi({ description: "The event's id, also the webhook-id header of its deliveries" }),
    type: z.string().openapi({ example: "transaction.completed" }),
    at: isoTimestamp,
  })
  .openapi("TimelineEntry");

export const transactionDetailSchema = transactionSummarySchema
  .extend({
    sender: z.string().openapi({
      description:
        'The sender wallet; `"forgotten"` once a private transaction\'s link was forgotten (`linkForgottenAt`)',
    }),
    outputAmount: decimalString,
    source: privateSourceSchema.nullable().openapi({
      description:
        "Private mode: what funded it, a deposit address or the private balance (`deposit` is then null: see GET /v1/private-balance/entries); null in wallet mode",
    }),
    fee: decimalString.openapi({ description: "Fee charged, in the input asset" }),
    networkFee: decimalString
      .nullable()
      .openapi({ description: "SOL the network charged, once the transaction landed" }),
    blockTime: z.number().int().nullable().openapi({ description: "Unix seconds of the block that included it" }),
    stage: z.string().nullable().openapi({
      description:
        "Finer progress (extension). Private: awaiting_approval (held by a policy), awaiting_deposit, deposit_detected, routing, paying_out, completed",
    }),
    ephemeralAddress: z
      .string()
      .nullable()
      .openapi({ description: "Private mode: the deposit address; null once the link was forgotten" }),
    linkForgottenAt: isoTimestamp.nullable().openapi({
      description:
        "Private mode (extension): when the service forgot who paid (the deposit address, its key, the sender, the deposit's amount and time, and the payout signatures), PRIVATE_LINK_RETENTION_DAYS after the transaction ended; recipients and the amounts asked for are kept",
    }),
    deposit: z
      .object({
        amount: decimalString.openapi({ description: "What to pay: the payment, the quoted fee and the rent, added" }),
        asset: assetSymbolSchema,
        payment: decimalString.openapi({ description: "Of the deposit: what the recipients receive (the input)" }),
        fee: decimalString.openapi({
          description:
            "Of the deposit: the fee, the quote's (network and routing) and the network fees of payout transactions beyond the one it priced",
        }),
        ataRent: decimalString.openapi({
          description: "Of the deposit: rent of the recipients' new token accounts, in the deposit's asset",
        }),
        deadline: isoTimestamp.nullable(),
        detectedAt: isoTimestamp.nullable(),
      })
      .nullable()
      .openapi({
        description:
          "Private mode (extension): the deposit asked for, and when it was seen; null once the link was forgotten",
      }),
    recipients: z.array(recipientLegSchema),
    timeline: z.array(timelineEntrySchema).openapi({
      description: "Every status change (extension), oldest first, from the events sent to webhooks",
    }),
    failure: z
      .object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() })
      .nullable(),
    cancelledAt: isoTimestamp.nullable(),
    updatedAt: isoTimestamp,
    paymentRequestId: z.string().nullable().openapi({
      description: "The payment request this transaction pays (or, an attempt, was handed out for); null if none",
    }),
    scheduleId: z.string().nullable().openapi({
      description:
        "The schedule whose run made this transaction (GET /v1/schedules/{scheduleId} lists its runs); null if none",
    }),
    attempt: z.boolean().openapi({
      description:
        "A payment request's private deposit nobody has paid (yet): not listed among the account's transactions, no transaction.* webhook events. Once money reaches its address it is an ordinary transaction: routed to the recipient when it pays the request, or, when that money goes back (a second payer's, a late or short one, one after a cancel), with its transaction.failed or transaction.cancelled event. One nobody paid stays an attempt; its request's attempts list shows it.",
    }),
    // A union, not .nullable(): that would make the shared component itself nullable in the document.
    approval: z.union([transactionApprovalSchema, z.null()]).openapi({
      description:
        "Private mode held by a policy: its approval (awaiting while the transaction is pending at stage awaiting_approval); null for a payment no policy held",
    }),
    privacy: z.union([privacyReceiptSchema, z.null()]).openapi({
      description:
        "Private payments that pay recipients (not top-ups): the privacy receipt, an estimate until the payment completes (docs/privacy.md). Null in wallet mode, for a top-up, and for a payment that failed or was cancelled before it completed.",
    }),
  })
  .openapi("TransactionDetail");

export const cancelledTransactionSchema = z
  .object({ transactionId: z.string(), status: z.literal("cancelled"), cancelledAt: isoTimestamp })
  .openapi("CancelledTransaction");

export type TransactionDetail = z.infer<typeof transactionDetailSchema>;
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

/** 10,000 recipients need at most 1,000 ledger transactions (ten token transfers creating accounts fit one). */
export const maxLedgerTransactions = 1_000;

export const recipientSchema = z
  .object({
    address: z.string().max(64).openapi({ description: "Recipient wallet (base58)" }),
    amount: z.string().max(40).openapi({ description: "Decimal amount in the quote's asset", example: "12.5" }),
  })
  .strict()
  .openapi("Recipient");

const transactionRequestFields = {
  type: paymentTypeSchema,
  quoteId: z.string().min(1).max(64),
  mode: modeSchema.default("wallet"),
  sender: z.string().max(64).openapi({ description: "Sender wallet (base58): fee payer and signer" }),
  recipients: z.array(recipientSchema).min(1).max(10_000),
};

export const prepareTransactionBody = z
  .object({
    ...transactionRequestFields,
    approvalId: z.string().min(1).max(64).optional().openapi({
      description:
        "A payment a policy holds: the approval 409 APPROVAL_REQUIRED named, once approved; the payment must be exactly the one approved (else 422 APPROVAL_MISMATCH), and an approval is used by one prepare (409 APPROVAL_USED)",
    }),
  })
  .strict()
  .openapi("PrepareTransactionRequest");

export const createTransactionBody = z
  .object({
    ...transactionRequestFields,
    signedTransaction: z
      .string()
      .max(20_000)
      .optional()
      .openapi({ description: "Base64 signed transaction (wallet mode), from /v1/transactions/prepare" }),
    signedTransactions: z.array(z.string().max(2_000)).min(1).max(maxLedgerTransactions).optional().openapi({
      description:
        "Wallet mode, any number of recipients: every transaction of `transactions` from /v1/transactions/prepare, signed (base64, any order)",
    }),
    source: privateSourceSchema.optional().openapi({
      description:
        "Private mode (send, payroll): `private_balance` pays from the account's private balance: the amount and every fee are taken from `available` at once (422 INSUFFICIENT_BALANCE otherwise), no deposit; `deposit` (default) hands out a deposit address",
    }),
  })
  .strict()
  .openapi("CreateTransactionRequest");

const recipientRange = z
  .object({
    first: z.number().int().openapi({ description: "Position (from 0) of the first recipient it pays" }),
    count: z.number().int(),
  })
  .openapi("RecipientRange");

export const senderCostsSchema = z
  .object({
    asset: z.literal("SOL"),
    payer: z.literal("sender"),
    networkFee: decimalString.openapi({ description: "The ledger's fee for every signature of the transactions" }),
    tokenAccountRent: decimalString.openapi({
      description: "Rent of the token accounts the transactions open (recipients' or, in a swap, the sender's own)",
    }),
    tokenAccountsCreated: z.number().int(),
    total: decimalString,
  })
  .openapi("SenderCosts", {
    description:
      "What the sender's wallet pays in SOL besides the amount, as the fee payer of what it signs; prepare refuses (422 INSUFFICIENT_BALANCE) a sender who cannot pay the amount and these",
  });

export const preparedTransactionSchema = z
  .object({
    transaction: z
      .string()
      .optional()
      .openapi({ description: "Base64 transaction for the wallet to sign, when one transaction holds them all" }),
    transactions: z
      .array(
        z.object({
          transaction: z.string().openapi({ description: "Base64 transaction for the wallet to sign" }),
          recipients: recipientRange,
          recipientsNeedingAta: z.number().int(),
        }),
      )
      .optional()
      .openapi({
        description:
          "send and payroll: every ledger transaction the recipients need, in order, each with the recipients it pays; sign them all (signAllTransactions) and send them as `signedTransactions`",
      }),
    lastValidBlockHeight: z.number().int(),
    recipientsNeedingAta: z
      .number()
      .int()
      .openapi({ description: "Token accounts the transactions create (rent paid by the sender)" }),
    senderCosts: senderCostsSchema,
    lookupTables: z.number().int().optional().openapi({
      description:
        "Address lookup tables the transactions use (the account's recipients paid before, kept by the service): 0 when fresh recipients fit as few transactions without",
    }),
  })
  .openapi("PreparedTransaction");

export const createdTransactionSchema = z
  .object({
    transactionId: z.string(),
    status: transactionStatusSchema,
    mode: modeSchema,
    signature: z.string().nullable(),
    ephemeralAddress: z
      .string()
      .optional()
      .openapi({ description: "Private mode: the fresh address to pay the deposit to (never reused)" }),
    depositAmount: decimalString
      .optional()
      .openapi({ description: "Private mode (extension): exactly what to pay, in depositAsset: amount and all fees" }),
    depositAsset: assetSymbolSchema.optional().openapi({ description: "Private mode (extension)" }),
    depositDeadline: isoTimestamp
      .optional()
      .openapi({ description: "Private mode (extension): unpaid by then, the transaction fails (DEPOSIT_EXPIRED)" }),
    depositFee: z
      .object({
        quoted: decimalString.openapi({ description: "The quote's fee (network and routing)" }),
        payoutNetwork: decimalString.openapi({
          description:
            "Network fees of the payout transactions the recipients' payments can take beyond the one the quote priced (a quote does not know the recipients): each payment leaves at a random time of its own, so up to one payout each, fewer for a large payroll",
        }),
        ataRent: decimalString.openapi({ description: "Rent of the recipients' token accounts the payout creates" }),
        recipientsNeedingAta: z.number().int(),
      })
      .optional()
      .openapi({ description: "Private mode (extension): what the deposit adds to the amount" }),
    paymentUrl: z
      .string()
      .optional()
      .openapi({ description: "Private mode (extension): a Solana Pay transfer request for the deposit (QR code)" }),
    source: privateSourceSchema.optional().openapi({ description: "Private mode from the private balance" }),
    debited: decimalString.optional().openapi({
      description:
        "Private mode from the private balance (extension): what was taken from `available`, the amount and `fee`",
    }),
    fee: decimalString.optional().openapi({
      description:
        "Private mode from the private balance (extension): every charge a deposit would have carried (the quote's fee, the payouts' network fees, the recipients' new token accounts' rent), taken with the amount",
    }),
    ledgerTransactions: z
      .array(z.object({ signature: z.string(), recipients: recipientRange }))
      .optional()
      .openapi({ description: "Wallet mode with `signedTransactions`: each ledger transaction, followed on its own" }),
    approval: transactionApprovalSchema.optional().openapi({
      description:
        "Private mode held by a policy: status `pending`, no deposit address and no debit until `required` admins approve (POST /v1/approvals/{approvalId}/approve); rejected or expired, it is cancelled",
    }),
    createdAt: isoTimestamp,
  })
  .openapi("CreatedTransaction");
