import { configuredBaseUrl } from "../../base-url";
import type { DbOrTx } from "../../db/client";
import { findPaymentRequest } from "../../db/queries/payment-requests";
import { requireFound } from "./shared/payment-request-rules";

/** GET /api/pay/{id} (Solana Pay transaction request): what a wallet shows before it asks for the transaction. */
export async function payLabel(db: DbOrTx, id: string) {
  const row = requireFound(await findPaymentRequest(db, undefined, id), id);
  return { label: row.label ?? "Payment request", icon: `${configuredBaseUrl()}/icon.svg` };
}
