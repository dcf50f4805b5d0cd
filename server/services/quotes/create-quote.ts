import type { z } from "zod";
import { assets } from "../../assets";
import type { quoteQuery } from "../../contracts/quotes";
import type { DbOrTx } from "../../db/client";
import { insertQuote } from "../../db/queries/quotes";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { formatAmount, parseAmount, pow10 } from "../../money";
import { pricedColumns } from "./price-row";
import { quoteView } from "./quote-view";

/** The smallest amount a quote prices, in whole units of any asset (docs/architecture.md §4). */
const minimumWholeUnits = "0.001";
const maxU64 = 2n ** 64n - 1n;

function inputUnits(text: string, decimals: number, symbol: string): bigint {
  const parsed = parseAmount(text, decimals);
  if (!parsed.ok) {
    throw new AppError("INVALID_AMOUNT", `${symbol} has ${decimals} decimals; ${text} has more`, {
      amount: text,
      decimals,
    });
  }
  if (parsed.units > maxU64) {
    throw new AppError("INVALID_AMOUNT", `${text} ${symbol} is more than a ledger amount can hold`, { amount: text });
  }
  const minimum = pow10(decimals - 3);
  if (parsed.units < minimum) {
    throw new AppError("AMOUNT_TOO_SMALL", `The minimum amount is ${minimumWholeUnits} ${symbol}`, {
      amount: text,
      minimum: formatAmount(minimum, decimals),
    });
  }
  return parsed.units;
}

export async function createQuote(db: DbOrTx, accountId: string, query: z.infer<typeof quoteQuery>) {
  const input = assets[query.inputAsset];
  const now = new Date();
  const base = {
    inputAsset: query.inputAsset,
    outputAsset: query.outputAsset,
    inputAmount: inputUnits(query.amount, input.decimals, input.symbol),
    mode: query.mode,
    slippageBps: query.slippageBps,
  };
  const row = await insertQuote(db, {
    id: newId("quote"),
    accountId,
    ...base,
    ...(await pricedColumns(base, now)),
    createdAt: now,
  });
  return quoteView(row);
}
