import type { z } from "zod";
import { assets } from "../../assets";
import type { quoteQuery } from "../../contracts/quotes";
import type { DbOrTx } from "../../db/client";
import { insertQuote } from "../../db/queries/quotes";
import { newId } from "../../ids";
import { pricedColumns } from "./price-row";
import { quotableUnits } from "./quote-rules";
import { quoteView } from "./quote-view";

export async function createQuote(db: DbOrTx, accountId: string, query: z.infer<typeof quoteQuery>) {
  const input = assets[query.inputAsset];
  const now = new Date();
  const base = {
    inputAsset: query.inputAsset,
    outputAsset: query.outputAsset,
    inputAmount: quotableUnits(query.amount, input.decimals, input.symbol),
    mode: query.mode,
    slippageBps: query.slippageBps,
  };
  const row = await insertQuote(db, {
    id: newId("quote"),
    accountId,
    ...base,
    ...(await pricedColumns(db, accountId, base, now)),
    createdAt: now,
  });
  return quoteView(row);
}
