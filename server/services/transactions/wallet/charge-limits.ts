import type { AssetSymbol } from "../../../assets";
import type { Principal } from "../../../auth/principal";
import type { Db } from "../../../db/client";
import { chargeSpendingNow } from "../../spending-limits/charge-spending";
import type { TransferRequest } from "./transfer-request";

/**
 * Counts a wallet-mode payment against the caller's spending limits, before the wallet is given anything to sign
 * (prepare) and again at create, which charges nothing more for a quote already charged.
 */
export async function chargeWalletLimits(db: Db, principal: Principal, type: string, request: TransferRequest) {
  await chargeSpendingNow(db, principal, {
    quoteId: request.quote.id,
    type,
    mode: "wallet",
    asset: request.quote.inputAsset as AssetSymbol,
    amount: request.transfers.reduce((sum, t) => sum + t.amount, 0n),
  });
}
