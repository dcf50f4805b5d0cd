import { decimalString } from "./common";
import { assetSymbolSchema } from "./tokens";
import { z } from "./zod";

export const balanceSchema = z
  .object({
    address: z.string(),
    sol: decimalString.openapi({ description: "Native SOL balance" }),
    tokens: z.array(
      z.object({
        mint: z.string(),
        symbol: z.string().nullable().openapi({ description: "USDC, USDT, or null for a Token-2022 mint without one" }),
        balance: decimalString,
        decimals: z.number().int(),
      }),
    ),
  })
  .openapi("Balance");

export const faucetBody = z
  .object({
    address: z.string().openapi({ description: "Wallet to fund (base58)" }),
    asset: assetSymbolSchema,
    amount: decimalString.openapi({ example: "100" }),
  })
  .strict()
  .openapi("FaucetRequest");

export const faucetResultSchema = z
  .object({ address: z.string(), asset: assetSymbolSchema, amount: decimalString, signature: z.string() })
  .openapi("FaucetResult");
