import type { AssetSymbol } from "../../../assets";
import type { Principal } from "../../../auth/principal";
import type { Db, Tx } from "../../../db/client";
import { chargeSpending, chargeSpendingNow, type SpendingPayment } from "../../spending-limits/charge-spending";
import type { TransferRequest } from "./transfer-request";

/** A wallet-mode payment as the limits see it: what its transfers pay, in the quote's input asset. */
function walletSpending(type: string, request: TransferRequest): SpendingPayment {
  return {
    quoteId: request.quote.id,
    type,
    mode: "wallet",
    asset: request.quote.inputAsset as AssetSymbol,
    amount: request.transfers.reduce((sum, t) => sum + t.amount, 0n),
  };
}

/**
 * Counts a wallet-mode payment against the caller's spending limits, before the wallet is given anything to sign
 * (prepare) and again at create, which charges nothing more for a quote already charged.
 */
export async function chargeWalletLimits(db: Db, principal: Principal, type: string, request: TransferRequest) {
  await chargeSpendingNow(db, principal, walletSpending(type, request));
}

/** The same in the caller's database transaction (prepare spends a held payment's approval with it). */
export async function chargeWalletLimitsIn(tx: Tx, principal: Principal, type: string, request: TransferRequest) {
  await chargeSpending(tx, principal, walletSpending(type, request));
}
