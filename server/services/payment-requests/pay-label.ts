import { configuredBaseUrl } from "../../base-url";
import type { DbOrTx } from "../../db/client";
import { findPaymentRequest } from "../../db/queries/payment-requests";
import { requireFound, requireTakingPayments } from "./shared/payment-request-rules";

/**
 * GET /api/pay/{id} (Solana Pay transaction request): what a wallet shows before it asks for the transaction. A
 * suspended account's request is refused here already, so a wallet scanning its code says so at once.
 */
export async function payLabel(db: DbOrTx, id: string) {
  const row = await requireTakingPayments(db, requireFound(await findPaymentRequest(db, undefined, id), id));
  return { label: row.label ?? "Payment request", icon: `${configuredBaseUrl()}/icon.svg` };
}
