import { Keypair } from "@solana/web3.js";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { paymentRequestDeposits, quotes, transactions } from "@/server/db/schema";
import { askCosts, createRequest } from "../payment-requests/payment-request-harness";
import { newAccountKey } from "../support/accounts";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * A stranger holding a link asks what paying costs, again and again (docs/threat-model.md, "Payment request
 * links"): each ask prices the payment now and reads the ledger, and must leave nothing behind, no quote, no
 * transaction, no deposit, so asking costs the business no room and fills no list.
 */
walletSuite();

async function rowsOf(accountId: string) {
  const db = await getDb();
  const [quoteRows] = await db.select({ n: count() }).from(quotes).where(eq(quotes.accountId, accountId));
  const [transactionRows] = await db
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.accountId, accountId));
  const [depositRows] = await db.select({ n: count() }).from(paymentRequestDeposits);
  return { quotes: quoteRows!.n, transactions: transactionRows!.n, deposits: depositRows!.n };
}

describe("asking a link's costs", () => {
  it("thirty asks on private and wallet links write no quote, transaction or deposit", async () => {
    const business = await newAccountKey("write");
    const ids: string[] = [];
    for (const mode of ["private", "wallet"] as const) {
      const recipient = Keypair.generate().publicKey.toBase58();
      const made = await createRequest(business.key, { asset: "USDC", amount: "1", recipient, mode });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.paymentRequestId as string);
    }
    const before = await rowsOf(business.principal.accountId);
    for (let i = 0; i < 30; i++) {
      const asked = await askCosts(ids[i % ids.length]!);
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    }
    expect(await rowsOf(business.principal.accountId)).toEqual(before);
  });
});
