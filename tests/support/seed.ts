import { Keypair } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { type quotes, transactions } from "@/server/db/schema";
import { newId } from "@/server/ids";
import { createQuote } from "@/server/services/quotes/create-quote";
import { recordTransaction } from "@/server/services/transactions/record-transaction";
import type { TestKey } from "./accounts";

export const randomAddress = () => Keypair.generate().publicKey.toBase58();

type SeedOptions = {
  mode?: "wallet" | "private";
  status?: "pending" | "processing";
  asset?: "SOL" | "USDC" | "USDT";
  amount?: string;
  /** The one recipient's address; a fresh one unless given. */
  recipient?: string;
};

/** A transaction recorded through the service layer, as the create endpoint will: a real quote, used once. */
export async function seedTransaction(owner: TestKey, options: SeedOptions = {}) {
  const db = await getDb();
  const mode = options.mode ?? "wallet";
  const asset = options.asset ?? "USDC";
  const quote = await createQuote(db, owner.principal.accountId, {
    inputAsset: asset,
    outputAsset: asset,
    amount: options.amount ?? "10",
    mode,
    slippageBps: 100,
  });
  return recordTransaction(db, {
    principal: owner.principal,
    quoteId: quote.quoteId,
    type: "send",
    mode,
    status: options.status ?? (mode === "wallet" ? "pending" : "processing"),
    sender: randomAddress(),
    recipients: [{ address: options.recipient ?? randomAddress(), amount: 10_000_000n }],
  });
}

/** Puts a transaction into a state the test needs, bypassing the service's rules on purpose. */
export async function setTransactionState(transactionId: string, changes: Partial<typeof transactions.$inferInsert>) {
  const db = await getDb();
  const [row] = await db.update(transactions).set(changes).where(eq(transactions.id, transactionId)).returning();
  return row;
}

/** A quote row to insert directly, for tests of storage and retention: a 1-unit SOL send unless overridden. */
export function quoteRow(accountId: string, changes: Partial<typeof quotes.$inferInsert> = {}) {
  return {
    id: newId("quote"),
    accountId,
    inputAsset: "SOL" as const,
    outputAsset: "SOL" as const,
    mode: "wallet" as const,
    slippageBps: 100,
    inputAmount: 1n,
    outputAmount: 1n,
    minOutputAmount: 1n,
    priceImpactPct: 0,
    fee: 0n,
    feeNetwork: 0n,
    feeRouting: 0n,
    feeAtaRent: 0n,
    expiresAt: new Date(),
    ...changes,
  };
}
