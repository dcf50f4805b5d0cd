import type { AssetSymbol } from "../../../assets";
import type { PrivacyReceipt } from "../../../contracts/privacy";
import type { DbOrTx } from "../../../db/client";
import {
  type Crowd,
  type CrowdPoint,
  type CrowdWindow,
  crowdsOf,
  legPointsOf,
} from "../../../db/queries/privacy-crowd";
import { findTransactionById, type TransactionRow } from "../../../db/queries/transactions";
import { env } from "../../../env";
import { payoutDelays } from "./shared/payout-delays";

/** A payroll's receipt counts the crowds of its largest amounts, this many at most (each is one count). */
const receiptAmounts = 50;

type Source = PrivacyReceipt["source"];

/**
 * An amount rounded up to two significant digits (12.345678 → 13): what a balance must hold to count in an estimate.
 * Asked for any amount, for free and as often as the read limit allows, the exact count of balances covering it
 * would give away, by bisection, each other account's top-up total to the unit, and which top-ups grew it. Rounded,
 * it gives at most two digits of them; and rounding up only ever counts fewer, so the estimate never flatters.
 */
export function coarseAmount(amount: bigint): bigint {
  if (amount < 100n) return amount;
  const step = 10n ** BigInt(amount.toString().length - 2);
  return ((amount + step - 1n) / step) * step;
}

/** The point of a payout counted for an estimate: balances must cover its amount rounded up. */
const estimated = (point: CrowdPoint): CrowdPoint => ({ ...point, balanceCovers: coarseAmount(point.amount) });

function waits(asset: AssetSymbol, accountId: string, transactionId?: string): CrowdWindow {
  const { minSeconds, maxSeconds } = payoutDelays();
  return {
    asset,
    accountId,
    transactionId,
    shortestWaitSeconds: minSeconds,
    longestWaitSeconds: maxSeconds + env().PRIVATE_PAYOUT_HOLD_S,
  };
}

/**
 * The receipt from the crowds of a payment's payouts: the smallest crowd (its weakest recipient), plus the payment
 * itself (the crowds count the others).
 */
function receiptFrom(crowds: Crowd[], window: CrowdWindow, source: Source, estimate: boolean): PrivacyReceipt {
  const sizes = crowds.map((c) => c.deposits + c.toppedUpAccounts + 1);
  const times = crowds.map((c) => c.paidAt.getTime());
  const { minSeconds, maxSeconds } = payoutDelays();
  return {
    anonymitySet: Math.min(...sizes),
    source,
    estimate,
    delay: { minSeconds, maxSeconds },
    window: {
      from: new Date(Math.min(...times) - window.longestWaitSeconds * 1000).toISOString(),
      to: new Date(Math.max(...times) - window.shortestWaitSeconds * 1000).toISOString(),
    },
    computedAt: new Date().toISOString(),
  };
}

function sourceOf(row: TransactionRow): Source {
  return row.source === "private_balance" || row.type === "withdrawal" ? "private_balance" : "deposit";
}

/** Whether a transaction pays recipients privately, so has a receipt: not a top-up, not wallet mode. */
function paysPrivately(row: TransactionRow): boolean {
  return row.mode === "private" && row.type !== "top_up";
}

/**
 * The privacy receipt of a private payment (docs/privacy.md, "The privacy receipt"): the one counted at completion,
 * or, before that, an estimate from the traffic seen so far, a leg not yet scheduled counted as if its delay began
 * now. Null for wallet mode, a top-up, or a payment that ended without completing.
 */
export async function privacyReceipt(db: DbOrTx, row: TransactionRow): Promise<PrivacyReceipt | null> {
  if (!paysPrivately(row)) return null;
  if (row.privacyReceipt) return row.privacyReceipt;
  if (row.status === "failed" || row.status === "cancelled") return null;
  return countReceipt(db, row, row.status !== "completed");
}

async function countReceipt(db: DbOrTx, row: TransactionRow, estimate: boolean): Promise<PrivacyReceipt | null> {
  const window = waits(row.outputAsset, row.accountId, row.id);
  const startsNow = Date.now() + window.shortestWaitSeconds * 1000;
  const legs = await legPointsOf(db, row.id, receiptAmounts);
  if (legs.length === 0) return null;
  const exact = legs.map((l) => ({ amount: l.amount, paidAt: l.dueAt ?? new Date(startsNow) }));
  // Until it completes, a payment's receipt is an estimate, read as often as an estimate is, of amounts its account
  // chose at no cost (nothing need be paid to create one): as coarse as one.
  const points = estimate ? exact.map(estimated) : exact;
  return receiptFrom(await crowdsOf(db, window, points), window, sourceOf(row), estimate);
}

/** The receipt written when a payment completes (complete-routing.ts): counted from its legs' due times. */
export async function finalPrivacyReceipt(db: DbOrTx, transactionId: string): Promise<PrivacyReceipt | null> {
  const row = await findTransactionById(db, transactionId);
  if (!row || !paysPrivately(row)) return null;
  return countReceipt(db, row, false);
}

/**
 * Before sending (GET /v1/privacy/estimate): the crowd a payment of `amount` would have if its delay began now, from
 * the deposits and top-ups of the window just past (the traffic to come is not known; the last window's stands for it).
 */
export async function estimatePrivacy(
  db: DbOrTx,
  accountId: string,
  query: { asset: AssetSymbol; amount: bigint; source: Source },
): Promise<PrivacyReceipt> {
  const window = waits(query.asset, accountId);
  const point = estimated({ amount: query.amount, paidAt: new Date(Date.now() + window.shortestWaitSeconds * 1000) });
  return receiptFrom(await crowdsOf(db, window, [point]), window, query.source, true);
}
