import { type AssetSymbol, assets } from "../../assets";
import type { Principal } from "../../auth/principal";
import type { Db, Tx } from "../../db/client";
import {
  insertSpendingCharge,
  raiseSpendingCounter,
  spendingLimitsOf,
  spendingSubjectsOfKey,
  spentOn,
} from "../../db/queries/spending-limits";
import { AppError } from "../../errors";
import { formatAmount } from "../../money";
import { utcDay } from "./shared/limit-rules";

/**
 * A payment as the limits see it: what it is charged by once (its quote, or a payment request's id), its type and
 * mode, and what its recipients are paid.
 */
export type SpendingPayment = {
  quoteId: string;
  type: string;
  mode: "wallet" | "private";
  asset: AssetSymbol;
  amount: bigint;
};

/**
 * Only payments to others count (a withdrawal from the private balance may pay anyone; a payment request may be paid
 * by the account's own wallet). A wallet-mode swap pays its signing sender; a private swap pays whoever it names,
 * and its sender is only what the client claimed, so it counts like a send (docs/decisions.md).
 */
const limitedTypes = new Set(["send", "payroll", "withdrawal", "payment_request"]);

function paysOthers(payment: SpendingPayment): boolean {
  return limitedTypes.has(payment.type) || (payment.type === "swap" && payment.mode === "private");
}

/**
 * Counts a payment against the limits of the key or member making it, and of the member that made the key: each
 * subject with a limit of the asset has its day's counter raised by a conditional UPDATE, or the whole charge is
 * refused (422 SPENDING_LIMIT_EXCEEDED) and the caller's transaction rolls back. Charging one quote again (a second
 * prepare, or the create after the prepare) charges nothing more.
 */
export async function chargeSpending(tx: Tx, principal: Principal, payment: SpendingPayment): Promise<void> {
  if (!paysOthers(payment)) return;
  const subjects = await subjectsOf(tx, principal);
  // The key's own limit first, then its member's: a refusal names the narrower one when both would refuse.
  const limits = (await spendingLimitsOf(tx, subjects))
    .filter((l) => l.asset === payment.asset)
    .sort((a, b) => subjects.indexOf(a.subjectId) - subjects.indexOf(b.subjectId));
  const day = utcDay(new Date());
  for (const limit of limits) {
    const charged = await insertSpendingCharge(tx, {
      quoteId: payment.quoteId,
      subjectId: limit.subjectId,
      asset: payment.asset,
      day,
      amount: payment.amount,
    });
    if (!charged) continue;
    const key = { subjectId: limit.subjectId, asset: payment.asset, day };
    if ((await raiseSpendingCounter(tx, key, payment.amount, limit.perDay)) !== undefined) continue;
    const { decimals } = assets[payment.asset];
    throw new AppError(
      "SPENDING_LIMIT_EXCEEDED",
      `This payment would take the ${limit.subjectType === "member" ? "member's" : "key's"} ${payment.asset} spending past its daily limit; pay less, or wait for the next UTC day`,
      {
        asset: payment.asset,
        limit: formatAmount(limit.perDay, decimals),
        spentToday: formatAmount(await spentOn(tx, key), decimals),
        amount: formatAmount(payment.amount, decimals),
        subject: limit.subjectType,
        subjectId: limit.subjectId,
      },
    );
  }
}

/** The same in a database transaction of its own (wallet mode: nothing else is written with it). */
export async function chargeSpendingNow(db: Db, principal: Principal, payment: SpendingPayment): Promise<void> {
  await db.transaction((tx) => chargeSpending(tx, principal, payment));
}

/** Who a payment counts against: the key (and the member whose session made it) or the signed-in member. */
async function subjectsOf(tx: Tx, principal: Principal): Promise<string[]> {
  if (principal.memberId) return [principal.memberId];
  if (!principal.keyId) return [];
  const key = await spendingSubjectsOfKey(tx, principal.keyId);
  if (!key) return [];
  return key.creatorMemberId ? [key.subjectId, key.creatorMemberId] : [key.subjectId];
}
