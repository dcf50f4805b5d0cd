import { eq } from "drizzle-orm";
import * as exportRoute from "@/app/v1/reports/transactions.csv/route";
import * as statsRoute from "@/app/v1/stats/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { getDb } from "@/server/db/client";
import { events } from "@/server/db/schema";
import { call } from "../support/call";

/** What the business sees of its transactions: the list's ids and total, the overview's total, the export's ids. */
export async function merchantView(key: string) {
  const list = await call(transactionsRoute.GET, "GET", "/v1/transactions", { key, query: { limit: 100 } });
  const stats = await call(statsRoute.GET, "GET", "/v1/stats", { key });
  const response = await exportRoute.GET(
    new Request("http://localhost:3000/v1/reports/transactions.csv", { headers: { authorization: `Bearer ${key}` } }),
    { params: Promise.resolve({}) },
  );
  if (list.status !== 200 || stats.status !== 200 || response.status !== 200) {
    throw new Error(`merchant view: ${list.status} ${stats.status} ${response.status}`);
  }
  const csv = await response.text();
  return {
    listed: (list.body.transactions as { transactionId: string }[]).map((t) => t.transactionId),
    total: list.body.total as number,
    statsTotal: stats.body.total as number,
    exported: csv.split("\r\n").slice(1).filter(Boolean).length,
    csv,
  };
}

export async function listWithAttempts(key: string) {
  const list = await call(transactionsRoute.GET, "GET", "/v1/transactions", {
    key,
    query: { limit: 100, include: "attempts" },
  });
  return (list.body.transactions as { transactionId: string }[]).map((t) => t.transactionId);
}

export async function getTransaction(key: string, transactionId: string) {
  return call(transactionRoute.GET, "GET", `/v1/transactions/${transactionId}`, { key, params: { transactionId } });
}

/** The transaction.* events recorded for one transaction (what its webhooks get), oldest first. */
export async function eventTypesOf(transactionId: string): Promise<string[]> {
  const rows = await (await getDb()).select().from(events).where(eq(events.transactionId, transactionId));
  return rows
    .filter((row) => row.type.startsWith("transaction."))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => row.type);
}
