import { assetSymbols } from "../assets";
import { z } from "./zod";

export const assetSymbolSchema = z.enum(assetSymbols).openapi("AssetSymbol");

export const tokenSchema = z
  .object({
    symbol: assetSymbolSchema,
    name: z.string(),
    mint: z.string().openapi({ description: "Mint address (base58)" }),
    decimals: z.number().int(),
    logoUri: z.string().url(),
  })
  .openapi("Token");

export const tokenListSchema = z.object({ tokens: z.array(tokenSchema) }).openapi("TokenList");
