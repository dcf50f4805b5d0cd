import { Keypair } from "@solana/web3.js";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import * as approveRoute from "@/app/v1/approvals/[approvalId]/approve/route";
import * as rejectRoute from "@/app/v1/approvals/[approvalId]/reject/route";
import * as approvalRoute from "@/app/v1/approvals/[approvalId]/route";
import * as approvalsRoute from "@/app/v1/approvals/route";
import * as policiesRoute from "@/app/v1/policies/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { auditEvents, events } from "@/server/db/schema";
import { call } from "../support/call";
import { create, getQuote } from "../wallet/wallet-harness";

/** Who calls: an API key, or a member's session headers. */
export type Caller = { key?: string; headers?: Record<string, string> };

export const newAddress = () => Keypair.generate().publicKey.toBase58();

export async function addPolicy(adminKey: string, body: Record<string, unknown>) {
  const made = await call(policiesRoute.POST, "POST", "/v1/policies", { key: adminKey, body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.policyId as string;
}

export function approve(by: Caller, approvalId: string, reason?: string) {
  return call(approveRoute.POST, "POST", `/v1/approvals/${approvalId}/approve`, {
    ...by,
    params: { approvalId },
    body: reason === undefined ? {} : { reason },
  });
}

export function reject(by: Caller, approvalId: string, reason?: string) {
  return call(rejectRoute.POST, "POST", `/v1/approvals/${approvalId}/reject`, {
    ...by,
    params: { approvalId },
    body: reason === undefined ? {} : { reason },
  });
}

export function getApproval(by: Caller, approvalId: string) {
  return call(approvalRoute.GET, "GET", `/v1/approvals/${approvalId}`, { ...by, params: { approvalId } });
}

export function listApprovals(by: Caller, query: Record<string, string | number> = {}) {
  return call(approvalsRoute.GET, "GET", "/v1/approvals", { ...by, query });
}

export function getTransaction(by: Caller, transactionId: string) {
  return call(transactionRoute.GET, "GET", `/v1/transactions/${transactionId}`, { ...by, params: { transactionId } });
}

/** A private USDC payroll from `sender` to `recipients` by `key`: the answer, whatever it is. */
export async function privatePayroll(
  key: string,
  sender: string,
  recipients: { address: string; amount: string }[],
  total: string,
  source?: "private_balance",
) {
  const quoteId = await getQuote(key, "USDC", total, "USDC", 100, "private");
  return create(key, {
    type: "payroll",
    quoteId,
    mode: "private",
    sender,
    recipients,
    ...(source && { source }),
  } as Parameters<typeof create>[1]);
}

/** The account's events of `type` (the outbox: what webhooks are sent). */
export async function eventsOf(accountId: string, type: string) {
  return (await getDb())
    .select()
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.type, type)));
}

export async function auditActionsOn(accountId: string, objectId: string) {
  const rows = await (await getDb())
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.objectId, objectId)));
  return rows.map((r) => r.action).sort();
}
