import type { z } from "zod";
import type { listPaymentRequestsQuery } from "../../contracts/payment-requests";
import type { DbOrTx } from "../../db/client";
import { findPaymentRequest, listPaymentRequests } from "../../db/queries/payment-requests";
import { AppError } from "../../errors";
import { paymentRequestView } from "./shared/payment-request-view";

/**
 * GET /v1/payment-requests: newest first, after a cursor (the last id of the previous page), so pages stay stable
 * while new requests arrive. The status filter is the stored one: an open request past its time shows `expired`
 * and is marked so within a minute.
 */
export async function listPaymentRequestsOf(
  db: DbOrTx,
  accountId: string,
  query: z.infer<typeof listPaymentRequestsQuery>,
) {
  const after = query.startingAfter ? await findPaymentRequest(db, accountId, query.startingAfter) : undefined;
  if (query.startingAfter && !after) {
    throw new AppError("INVALID_REQUEST", `startingAfter names no payment request of this account`, {
      parameter: "startingAfter",
    });
  }
  const rows = await listPaymentRequests(db, accountId, { status: query.status, limit: query.limit, after });
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return {
    paymentRequests: page.map((row) => paymentRequestView(row)),
    hasMore,
    nextCursor: hasMore ? page[page.length - 1]!.id : null,
  };
}
