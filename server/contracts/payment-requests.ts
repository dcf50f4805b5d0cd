import { decimalString, isoTimestamp } from "./common";
import { assetSymbolSchema } from "./tokens";
import { modeSchema, transactionStatusSchema } from "./transactions";
import { z } from "./zod";

export const paymentRequestStatusSchema = z
  .enum(["open", "paid", "expired", "cancelled"])
  .openapi("PaymentRequestStatus");

/** Free-form tags of the business's own (an order id): bounded in count and size, never shown to the payer. */
export const metadataSchema = z
  .record(z.string().min(1).max(40), z.string().max(500))
  .refine((m) => Object.keys(m).length <= 20, "metadata holds at most 20 keys")
  .openapi("Metadata", {
    description:
      "Your own keys and string values (at most 20 keys of 40 characters, values of 500); not shown to the payer",
    example: { orderId: "A-1001" },
  });

const address = z.string().min(32).max(44).openapi({ description: "A wallet address (base58)" });

export const createPaymentRequestBody = z
  .object({
    asset: assetSymbolSchema,
    amount: z
      .string()
      .max(40)
      .regex(/^\d+(\.\d+)?$/, "amount must be a plain decimal number such as 1.5")
      .openapi({ description: "What the payer pays, in whole units (minimum 0.001)", example: "12.5" }),
    recipient: address.openapi({ description: "The wallet that receives the payment (usually your own)" }),
    mode: modeSchema.default("wallet").openapi({
      description: "wallet: the payer signs a transfer to recipient; private: the payer pays a deposit address",
    }),
    label: z.string().trim().min(1).max(64).optional().openapi({ description: "Who is asking (your business's name)" }),
    message: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .openapi({ description: "What it is for, shown to the payer" }),
    expiresAt: z.iso.datetime({ offset: true }).optional().openapi({
      description: "Default 24 h from now; at most 30 days; not in the past",
      example: "2026-12-01T00:00:00Z",
    }),
    metadata: metadataSchema.optional(),
  })
  .strict()
  .openapi("CreatePaymentRequest");

export const paymentRequestSchema = z
  .object({
    paymentRequestId: z.string().openapi({ example: "prq_3kTq9..." }),
    status: paymentRequestStatusSchema,
    mode: modeSchema,
    asset: assetSymbolSchema,
    amount: decimalString,
    recipient: z.string(),
    label: z.string().nullable(),
    message: z.string().nullable(),
    metadata: z.record(z.string(), z.string()),
    reference: z.string().openapi({ description: "Public key (base58) every payment transaction carries" }),
    url: z.string().openapi({ description: "The hosted pay page" }),
    solanaPayUrl: z.string().nullable().openapi({
      description:
        "solana: transaction-request URL, for wallets and QR codes; null unless the service is reached over https (PUBLIC_URL), as wallets fetch it over https only",
    }),
    solanaPayUnavailable: z.string().nullable().openapi({
      description: "Why solanaPayUrl is null (set PUBLIC_URL to the service's https address); null when it is given",
    }),
    expiresAt: isoTimestamp,
    createdAt: isoTimestamp,
    paidAt: isoTimestamp.nullable(),
    transactionId: z.string().nullable().openapi({ description: "The transaction that paid it" }),
    payer: z.string().nullable().openapi({ description: "Wallet mode: the wallet that paid" }),
    signature: z.string().nullable().openapi({ description: "Wallet mode: the paying ledger transaction" }),
    cancelledAt: isoTimestamp.nullable(),
    lastRejection: z
      .object({ signature: z.string(), reason: z.string(), message: z.string(), at: isoTimestamp })
      .nullable()
      .openapi({ description: "The last transaction carrying the reference that did not pay it, and why" }),
  })
  .openapi("PaymentRequest");

/** How many of a request's newest deposits its view lists. */
export const attemptsListed = 20;

const count = (description: string) => z.number().int().openapi({ description });

export const paymentRequestAttemptsSchema = z
  .object({
    total: count("Deposit addresses handed out to payers of this request"),
    open: count("Still waiting for the payer's deposit"),
    paid: count(
      "Paid: the payer's deposit arrived, and the transaction is the account's (listed by GET /v1/transactions)",
    ),
    expired: count("Never paid in full by their deadline (anything that did arrive is refunded)"),
    cancelled: count("Cancelled before any deposit: another payer paid, or the request ended"),
    refused: count("Paid after another payer's deposit took the request: refunded"),
    refunded: count("Any whose deposit address got money that went back (late, a second payment, another asset)"),
    latest: z
      .array(
        z.object({
          transactionId: z.string().openapi({ description: "GET /v1/transactions/{transactionId} shows it in full" }),
          status: transactionStatusSchema,
          attempt: z.boolean().openapi({ description: "Not paid (yet): not one of the account's listed transactions" }),
          failureCode: z.string().nullable().openapi({ example: "DEPOSIT_EXPIRED" }),
          createdAt: isoTimestamp,
          depositDeadline: isoTimestamp.nullable(),
          refunds: z.number().int().openapi({ description: "Refunds started from its deposit address" }),
        }),
      )
      .openapi({ description: `The newest ${attemptsListed}, newest first` }),
  })
  .openapi({
    description:
      "Private mode: each payer who asks for a deposit address gets a private transaction of its own, an attempt of this request. Until its deposit arrives it is not listed among the account's transactions and sends no transaction.* webhook events; the one that pays becomes an ordinary transaction (transactionId). Null for a wallet-mode request.",
  });

export const paymentRequestDetailSchema = paymentRequestSchema
  .extend({
    attempts: paymentRequestAttemptsSchema.nullable(),
  })
  .openapi("PaymentRequestDetail");

export const listPaymentRequestsQuery = z
  .object({
    status: paymentRequestStatusSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20).openapi({ description: "Page size, 1 to 100" }),
    startingAfter: z.string().min(1).max(64).optional().openapi({
      description: "Cursor: the nextCursor of the previous page (the last paymentRequestId seen)",
    }),
  })
  .strict();

export const paymentRequestListSchema = z
  .object({
    paymentRequests: z.array(paymentRequestSchema),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable().openapi({ description: "startingAfter of the next page, null on the last" }),
  })
  .openapi("PaymentRequestList");

/** Solana Pay transaction request, GET. */
export const payLabelSchema = z
  .object({ label: z.string(), icon: z.string().openapi({ description: "Absolute URL of an SVG icon" }) })
  .openapi("PayLabel");

export const payTransactionBody = z
  .object({ account: address.openapi({ description: "The payer's wallet: fee payer and signer" }) })
  .strict()
  .openapi("PayTransactionRequest");

export const payTransactionSchema = z
  .object({
    transaction: z.string().openapi({ description: "Base64 unsigned transaction, its fee payer the account" }),
    message: z.string(),
  })
  .openapi("PayTransaction");

export const paySubmitBody = z
  .object({ signedTransaction: z.string().min(1).max(4096).openapi({ description: "Base64, as signed by the payer" }) })
  .strict()
  .openapi("PaySubmitRequest");

export const paySubmittedSchema = z
  .object({
    signature: z.string(),
    status: z.enum(["submitted", "paid"]).openapi({ description: "paid once the ledger confirmed it" }),
  })
  .openapi("PaySubmitted");

export const payDepositBody = z
  .object({ account: address.optional().openapi({ description: "The payer's wallet, if known: refunds go there" }) })
  .strict()
  .openapi("PayDepositRequest");

export const payDepositSchema = z
  .object({
    ephemeralAddress: z.string(),
    depositAmount: decimalString.openapi({ description: "Exactly what to pay, in the request's asset" }),
    paymentUrl: z.string().openapi({
      description: "solana: transfer URL of the deposit, for a QR code (the name a private transaction's answer uses)",
    }),
    depositDeadline: isoTimestamp.openapi({
      description:
        "Unpaid by then, the deposit is void (money paid later goes back): the deposit window's end or the request's expiresAt, whichever is first (the name a private transaction's answer uses)",
    }),
    transferUrl: z.string().openapi({ deprecated: true, description: "Deprecated: the same as paymentUrl" }),
    expiresAt: isoTimestamp.openapi({ deprecated: true, description: "Deprecated: the same as depositDeadline" }),
    deposit: z.object({ payment: decimalString, fee: decimalString, ataRent: decimalString }),
  })
  .openapi("PayDeposit");

const costLine = z
  .object({
    kind: z.enum(["payment", "fee", "network_fee", "token_account_rent"]),
    amount: decimalString,
    asset: assetSymbolSchema,
    paidBy: z.enum(["deposit", "wallet"]).openapi({
      description:
        "deposit: part of the one transfer to the deposit address; wallet: the payer's wallet pays it to the ledger",
    }),
  })
  .openapi("PayCostLine");

/** What paying a request costs the payer, before anything is signed or a deposit address is made. */
export const payCostsSchema = z
  .object({
    paymentRequestId: z.string(),
    mode: modeSchema,
    lines: z.array(costLine).openapi({
      description:
        "Each cost in the asset that pays it: the payment itself, the service's fee (private mode), the network fee and the rent of the recipient's new token account (when it has none)",
    }),
    totals: z
      .array(z.object({ asset: assetSymbolSchema, amount: decimalString }))
      .openapi({ description: "The lines added up per asset (a token payment from a wallet also costs SOL)" }),
    recipientHasTokenAccount: z
      .boolean()
      .nullable()
      .openapi({ description: "Whether the recipient already has the asset's token account; null for SOL" }),
  })
  .openapi("PayCosts");

export const payFaucetSchema = z
  .object({
    account: z.string(),
    funded: z.array(z.object({ asset: assetSymbolSchema, amount: decimalString, signature: z.string() })),
  })
  .openapi("PayFaucet");

/** What the public pay page may show of a request: its own fields, no metadata or account, and the receipt. */
export const payDetailsSchema = paymentRequestSchema
  .pick({
    paymentRequestId: true,
    status: true,
    mode: true,
    asset: true,
    amount: true,
    recipient: true,
    label: true,
    message: true,
    expiresAt: true,
    solanaPayUrl: true,
    solanaPayUnavailable: true,
  })
  .extend({
    networkFee: decimalString.openapi({ description: "SOL a wallet-mode payer pays the network (one signature)" }),
    paid: z
      .object({
        signature: z.string().nullable(),
        payer: z.string().nullable(),
        paidAt: isoTimestamp,
        explorerUrl: z.string().nullable(),
      })
      .nullable(),
  })
  .openapi("PayDetails");
