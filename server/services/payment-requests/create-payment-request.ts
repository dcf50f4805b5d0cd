import { Keypair } from "@solana/web3.js";
import type { z } from "zod";
import { assets } from "../../assets";
import type { Principal } from "../../auth/principal";
import type { createPaymentRequestBody } from "../../contracts/payment-requests";
import type { Db } from "../../db/client";
import { insertPaymentRequest } from "../../db/queries/payment-requests";
import { AppError } from "../../errors";
import { newId } from "../../ids";
import { jobs } from "../../outbox/jobs";
import { publishEvents } from "../../outbox/publish";
import { recordJobs } from "../../outbox/record-job";
import { recordAudit } from "../audit-log/record-audit";
import { quotableUnits } from "../quotes/quote-rules";
import { chargeSpending } from "../spending-limits/charge-spending";
import { requirePayableRecipients } from "../transactions/recipient-rules";
import { parseTransfers } from "../transactions/recipients";
import { paymentRequestView } from "./shared/payment-request-view";

type Body = z.infer<typeof createPaymentRequestBody>;

const hour = 3_600_000;
const defaultLifetimeMs = 24 * hour;
const maxLifetimeMs = 30 * 24 * hour;

function expiryOf(body: Body, now: Date): Date {
  if (body.expiresAt === undefined) return new Date(now.getTime() + defaultLifetimeMs);
  const at = new Date(body.expiresAt);
  if (at.getTime() <= now.getTime()) {
    throw new AppError("INVALID_REQUEST", "expiresAt is in the past; give a time in the next 30 days", {
      field: "expiresAt",
      expiresAt: body.expiresAt,
    });
  }
  if (at.getTime() > now.getTime() + maxLifetimeMs) {
    throw new AppError("INVALID_REQUEST", "expiresAt is more than 30 days away", {
      field: "expiresAt",
      expiresAt: body.expiresAt,
      latest: new Date(now.getTime() + maxLifetimeMs).toISOString(),
    });
  }
  return at;
}

/**
 * POST /v1/payment-requests. The recipient is held to the rules of any payment (a wallet the ledger can pay, not
 * one of the service's), so a request nobody can pay is refused now rather than at the payer's wallet. The
 * reference is a fresh public key whose secret is dropped: it only marks the transactions that pay this request.
 * The request counts against the creating key's or member's spending limits now, as a send of its amount would:
 * the account's own wallet may be the one that pays it (docs/decisions.md).
 */
export async function createPaymentRequest(db: Db, principal: Principal, body: Body) {
  const now = new Date();
  const { decimals, symbol } = assets[body.asset];
  const amount = quotableUnits(body.amount, decimals, symbol);
  const transfers = parseTransfers([{ address: body.recipient, amount: body.amount }], body.asset);
  await requirePayableRecipients(body.asset, transfers);
  const expiresAt = expiryOf(body, now);
  const id = newId("paymentRequest");
  const { row, jobIds } = await db.transaction(async (tx) => {
    const row = await insertPaymentRequest(tx, {
      id,
      accountId: principal.accountId,
      apiKeyId: principal.keyId,
      memberId: principal.memberId,
      status: "open",
      mode: body.mode,
      asset: body.asset,
      amount,
      recipient: transfers[0]!.to.toBase58(),
      label: body.label ?? null,
      message: body.message ?? null,
      metadata: body.metadata ?? {},
      reference: Keypair.generate().publicKey.toBase58(),
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    await chargeSpending(tx, principal, {
      quoteId: id,
      type: "payment_request",
      mode: body.mode,
      asset: body.asset,
      amount,
    });
    await recordAudit(tx, principal, "payment_request.created", { type: "payment_request", id }, { mode: body.mode });
    return { row, jobIds: await recordJobs(tx, [jobs.expirePaymentRequest(id, expiresAt)]) };
  });
  await publishEvents(db, [], jobIds);
  return paymentRequestView(row);
}
