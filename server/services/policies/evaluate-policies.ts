import { type AssetSymbol, assets } from "../../assets";
import type { PolicyMatch } from "../../contracts/policies";
import { policyPaymentTypes } from "../../contracts/policies";
import type { DbOrTx } from "../../db/client";
import { counterpartiesOfAddresses } from "../../db/queries/counterparties";
import { livePoliciesOf, type PolicyRow } from "../../db/queries/policies";
import { AppError } from "../../errors";
import { formatAmount, parseAmount, pow10 } from "../../money";

/**
 * A payment as the policies see it: its type and mode, the asset its recipients are paid in (a wallet swap's one
 * recipient is its sender, in the input asset), and every recipient with its amount in base units of that asset.
 */
export type PolicyPayment = {
  type: string;
  mode: "wallet" | "private";
  asset: AssetSymbol;
  recipients: { address: string; amount: bigint }[];
};

/** A policy's hold: the approvals it asks for, copied into the approval when it is made. */
export type PolicyHold = { effect: "require_approval"; policyId: string; policyName: string; required: number };

/** What the strictest matching policy says: pay, or hold for `required` approvals (refuse throws). */
export type PolicyVerdict = { effect: "allow" } | PolicyHold;

/** Decimal places minAmount is compared at: the most any asset has (SOL's 9), so no amount is rounded. */
const scale = 9;

function totalOf(payment: PolicyPayment): bigint {
  return payment.recipients.reduce((sum, r) => sum + r.amount, 0n);
}

function reachesMinAmount(payment: PolicyPayment, minAmount: string): boolean {
  const { decimals } = assets[payment.asset];
  const total = totalOf(payment) * pow10(scale - decimals);
  const parsed = parseAmount(minAmount, scale);
  return parsed.ok && total >= parsed.units;
}

function matchesWithoutBook(match: PolicyMatch, payment: PolicyPayment): boolean {
  if (match.types && !(match.types as readonly string[]).includes(payment.type)) return false;
  if (match.modes && !match.modes.includes(payment.mode)) return false;
  if (match.assets && !match.assets.includes(payment.asset)) return false;
  if (match.minAmount !== undefined && !reachesMinAmount(payment, match.minAmount)) return false;
  return true;
}

/** Whether some recipient is not an active entry of the address book (one cooling down counts as outside). */
async function paysOutsideBook(db: DbOrTx, accountId: string, payment: PolicyPayment): Promise<boolean> {
  const addresses = [...new Set(payment.recipients.map((r) => r.address))];
  const now = new Date();
  const known = new Set(
    (await counterpartiesOfAddresses(db, accountId, addresses)).filter((c) => c.activeAt <= now).map((c) => c.address),
  );
  return addresses.some((a) => !known.has(a));
}

/** Stricter first: refuse, then the most approvals; of equals, the oldest policy (the list's order). */
function strictness(policy: PolicyRow): number {
  return policy.effect === "refuse" ? Number.MAX_SAFE_INTEGER : (policy.approvals ?? 1);
}

/**
 * Checks a payment against every policy of its account; the strictest that matches wins. A refusal is thrown
 * (422 POLICY_REFUSED naming the policy); a hold is returned for the caller to make its approval. A top-up pays the
 * account itself and no policy names it.
 */
export async function evaluatePolicies(db: DbOrTx, accountId: string, payment: PolicyPayment): Promise<PolicyVerdict> {
  if (!(policyPaymentTypes as readonly string[]).includes(payment.type)) return { effect: "allow" };
  const candidates = (await livePoliciesOf(db, accountId)).filter((p) => matchesWithoutBook(p.match, payment));
  const needBook = candidates.some((p) => p.match.recipientsOutsideAddressBook === true);
  const outside = needBook ? await paysOutsideBook(db, accountId, payment) : false;
  const matching = candidates.filter((p) => p.match.recipientsOutsideAddressBook !== true || outside);
  let strictest: PolicyRow | undefined;
  for (const policy of matching) if (!strictest || strictness(policy) > strictness(strictest)) strictest = policy;
  if (!strictest) return { effect: "allow" };
  if (strictest.effect === "refuse") {
    throw new AppError(
      "POLICY_REFUSED",
      `The account's policy "${strictest.name}" refuses this payment; an admin may change the policy`,
      {
        policyId: strictest.id,
        name: strictest.name,
        type: payment.type,
        mode: payment.mode,
        asset: payment.asset,
        total: formatAmount(totalOf(payment), assets[payment.asset].decimals),
      },
    );
  }
  return {
    effect: "require_approval",
    policyId: strictest.id,
    policyName: strictest.name,
    required: strictest.approvals ?? 1,
  };
}
