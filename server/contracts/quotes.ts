import { decimalString, isoTimestamp } from "./common";
import { assetSymbolSchema } from "./tokens";
import { modeSchema } from "./transactions";
import { z } from "./zod";

export const quoteQuery = z
  .object({
    inputAsset: assetSymbolSchema,
    outputAsset: assetSymbolSchema,
    amount: z
      .string()
      .regex(/^\d+(\.\d+)?$/, "amount must be a plain decimal number such as 1.5")
      .openapi({ description: "Input amount in whole units (minimum 0.001), read exactly as written", example: "1.5" }),
    mode: modeSchema.default("wallet"),
    slippageBps: z.coerce
      .number()
      .int()
      .min(1)
      .max(5000)
      .default(100)
      .openapi({ description: "Slippage tolerance in basis points (100 = 1%)", example: 100 }),
  })
  .strict();

export const feeBreakdownSchema = z
  .object({
    network: decimalString.openapi({
      description:
        "Ledger fees for the signatures, in the input asset; 0 for a wallet-mode send of a token, whose sender pays them in SOL",
    }),
    routing: decimalString.openapi({ description: "Private-mode routing fee, in the input asset" }),
    ataRent: decimalString.openapi({
      description:
        "Rent for recipient token accounts that must be created: 0 in a quote, which does not know the recipients. Their rent is told before anything is paid: by prepare in wallet mode (`senderCosts`, in SOL, paid by the sender's wallet) and by create in private mode (`depositFee.ataRent`, in the input asset, added to the deposit)",
    }),
  })
  .openapi("FeeBreakdown");

const costSchema = z.object({
  amount: decimalString,
  asset: assetSymbolSchema.openapi({ description: "The asset that pays it" }),
  paidBy: z.enum(["sender_wallet", "fee", "deposit"]).openapi({
    description:
      "sender_wallet: the sender's wallet pays it to the network, in this asset, beside the amount (not in `fee`); fee: it is in `fee`, in the input asset; deposit: private mode adds it to the deposit, per recipient that needs it",
  }),
});

export const feeDetailsSchema = z
  .object({
    networkFee: costSchema.openapi({
      description:
        "The ledger's fees (signatures and priority) in the asset that pays them: SOL from the sender's wallet in a wallet-mode send, else their worth in the input asset, inside `fee`",
    }),
    perNewTokenAccount: costSchema.nullable().openapi({
      description:
        "What each recipient without a token account for the asset adds (its rent), in the asset that pays it: SOL from the sender's wallet in wallet mode; about this much of the input asset in private mode, added to the deposit (create's `depositFee.ataRent` is exact). null where none is created (SOL, a swap)",
    }),
  })
  .openapi("FeeDetails");

export const quoteSchema = z
  .object({
    quoteId: z.string(),
    inputAsset: assetSymbolSchema,
    outputAsset: assetSymbolSchema,
    inputAmount: decimalString,
    outputAmount: decimalString.openapi({
      description:
        "What the swap pays: the pair's pool at the market price, as earlier swaps left it, less the spread (PRICE_SPREAD_BPS, 10 by default)",
    }),
    minOutputAmount: decimalString,
    priceImpact: z.number().openapi({
      description:
        "Price impact in percent (0.1 means 0.1%): how far below the market price the pool pays, before the spread; it includes what earlier swaps (and this account's own of the window, in full) moved the pool",
    }),
    fee: decimalString.openapi({ description: "Total fees in the input asset" }),
    feeBreakdown: feeBreakdownSchema,
    feeDetails: feeDetailsSchema,
    mode: modeSchema,
    slippageBps: z.number().int(),
    expiresAt: isoTimestamp,
  })
  .openapi("Quote");

export type QuoteView = z.infer<typeof quoteSchema>;
export type FeeDetails = z.infer<typeof feeDetailsSchema>;
