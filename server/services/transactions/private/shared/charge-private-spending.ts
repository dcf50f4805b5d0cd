import type { Principal } from "../../../../auth/principal";
import type { Tx } from "../../../../db/client";
import { chargeSpending } from "../../../spending-limits/charge-spending";
import type { PrivateRequest } from "./resolve-private-request";

/** A private payment counted against its maker's spending limits: its legs' total, in the asset they are paid in. */
export function chargePrivateSpending(tx: Tx, principal: Principal, type: string, request: PrivateRequest) {
  return chargeSpending(tx, principal, {
    quoteId: request.quote.id,
    type,
    mode: "private",
    asset: request.quote.outputAsset,
    amount: request.legs.reduce((sum, l) => sum + l.amount, 0n),
  });
}
