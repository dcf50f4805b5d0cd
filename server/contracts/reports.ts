import { createdRange, rangeInOrder } from "./common";
import { z } from "./zod";

export const exportTransactionsQuery = z
  .object({
    from: createdRange.from.openapi({ description: "Transactions created at or after this instant" }),
    to: createdRange.to.openapi({ description: "Transactions created before this instant (default: now)" }),
  })
  .strict()
  .refine(rangeInOrder, { error: "from must be before to", path: ["from"] });

export const transactionsCsvSchema = z.string().openapi({
  description:
    "CSV (RFC 4180, CRLF lines, a header line): one line per recipient. transaction_id, created_at, payroll_name, type, mode, asset, amount (exact decimal, in asset), fee (the transaction's, on its first recipient's line, else 0), fee_asset, recipient, counterparty_name (from the address book), signature, block_time, status (the transaction's), recipient_status. A formula character (= + - @, tab or carriage return) where a spreadsheet may start a cell (a cell's start, or after a comma, semicolon, tab or line break inside it) is prefixed with a single quote; a cell holding a comma, semicolon, quote or line break is quoted. counterparty_name is given only by an entry past its cooldown.",
  example:
    "transaction_id,created_at,payroll_name,type,mode,asset,amount,fee,fee_asset,recipient,counterparty_name,signature,block_time,status,recipient_status\r\ntxn_8Hq2,2026-11-22T12:00:00.000Z,,payroll,wallet,USDC,1200,0.000005,USDC,9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin,Acme Ltd,5VERv8...,2026-11-22T12:00:01.000Z,completed,completed\r\n",
});
