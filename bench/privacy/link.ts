import type { DepositSeen, PayoutSeen } from "./observe";
import { ranksOf, spearman } from "./rank-correlation";

/** How well one heuristic links deposits to payouts: the share it gets right, and the mean candidates per deposit. */
export type Linkage = { heuristic: string; linked: number; meanSet: number };

/** What the observer knows of the service's public settings: payout delays and the ledger's slot time. */
export type ObserverKnowledge = {
  minDelayS: number;
  maxDelayS: number;
  /** Routing and batching time on top of the delay the observer allows for. */
  slackS: number;
  slotS: number;
  /** The deposit the service asks for a payout of `amount`, with or without a token account to create. */
  depositFor: (amount: bigint, createsAccount: boolean) => bigint;
  /**
   * How far a deposit may lie from what `depositFor` asks now: a quote's network fee carries a priority fee priced
   * from the ledger's recent slots (server/pricing/fees.ts), public but moving, up to a public cap.
   */
  depositSlack: bigint;
  /** Program ids, mints and sysvars: in every transaction, they link nothing. */
  ignored: Set<string>;
};

export type Candidates = number[][];

/** The expected share right when each deposit's payout is guessed uniformly among its candidates. */
function uniformGuess(candidates: Candidates): number {
  return candidates.reduce((sum, c, i) => sum + (c.includes(i) ? 1 / c.length : 0), 0) / candidates.length;
}

const meanSize = (candidates: Candidates) => candidates.reduce((sum, c) => sum + c.length, 0) / candidates.length;

const all = (n: number) => Array.from({ length: n }, (_, j) => j);

/** Payouts that can follow the deposit given the public delays: after its minimum, before its maximum and slack. */
export function timingCandidates(deposits: DepositSeen[], payouts: PayoutSeen[], k: ObserverKnowledge): Candidates {
  const earliest = Math.floor(k.minDelayS / k.slotS);
  const latest = Math.ceil((k.maxDelayS + k.slackS) / k.slotS);
  return deposits.map((d) =>
    all(payouts.length).filter((j) => {
      const gap = payouts[j]!.seen.slot - d.seen.slot;
      return gap >= earliest && gap <= latest;
    }),
  );
}

/**
 * The order the chain shows, with nothing of the truth in it: deposits by slot, then signature; payouts by slot,
 * then their place inside their transaction (the index of a payment, which the bench knows, never breaks a tie).
 */
const depositOrder = (deposits: DepositSeen[]) => (x: number, y: number) =>
  deposits[x]!.seen.slot - deposits[y]!.seen.slot ||
  deposits[x]!.seen.signature.localeCompare(deposits[y]!.seen.signature);
const payoutOrder = (payouts: PayoutSeen[]) => (x: number, y: number) =>
  payouts[x]!.seen.slot - payouts[y]!.seen.slot ||
  payouts[x]!.seen.signature.localeCompare(payouts[y]!.seen.signature) ||
  payouts[x]!.position - payouts[y]!.position;

/** First in, first out: the n-th deposit to land (in `order`) is paid by the n-th payout to land. */
export function fifo(deposits: DepositSeen[], payouts: PayoutSeen[], order = depositOrder(deposits)): number {
  const byDeposit = all(deposits.length).sort(order);
  const byPayout = all(payouts.length).sort(payoutOrder(payouts));
  return byDeposit.filter((deposit, rank) => byPayout[rank] === deposit).length / deposits.length;
}

/**
 * The sweep is public and names the deposit address, so an observer can order deposits by when the service swept
 * them, which is closer in time to the payouts than the deposits are: first in, first out from the sweeps.
 */
export const sweepOrder = (deposits: DepositSeen[]) => {
  const sweptAt = deposits.map((d) => d.sweeps[0] ?? d.seen);
  return (x: number, y: number) =>
    sweptAt[x]!.slot - sweptAt[y]!.slot || sweptAt[x]!.signature.localeCompare(sweptAt[y]!.signature);
};

/**
 * Payouts whose transaction shares a fee payer or any other account with the deposit's own transactions (the deposit
 * and the service's sweep of it), programs and mints aside. When none does, the graph says nothing: every payout.
 */
export function graphCandidates(deposits: DepositSeen[], payouts: PayoutSeen[], k: ObserverKnowledge): Candidates {
  return deposits.map((d) => {
    const touching = touchingPayouts(d, payouts, k);
    return touching.length > 0 ? touching : all(payouts.length);
  });
}

/**
 * The same graph read by an observer who knows the rule that a payout never leaves from the pool wallet that swept
 * the deposit: the payouts that do NOT touch the deposit's transactions.
 */
export function graphComplementCandidates(
  deposits: DepositSeen[],
  payouts: PayoutSeen[],
  k: ObserverKnowledge,
): Candidates {
  return deposits.map((d) => {
    const touching = new Set(touchingPayouts(d, payouts, k));
    const others = all(payouts.length).filter((j) => !touching.has(j));
    return others.length > 0 ? others : all(payouts.length);
  });
}

function touchingPayouts(d: DepositSeen, payouts: PayoutSeen[], k: ObserverKnowledge): number[] {
  const linked = new Set([d.seen, ...d.sweeps].flatMap((s) => s.accounts).filter((account) => !k.ignored.has(account)));
  return all(payouts.length).filter((j) =>
    payouts[j]!.seen.accounts.some((account) => !k.ignored.has(account) && linked.has(account)),
  );
}

/** Payouts whose amount is the one the deposit pays for, by the service's public quote. */
export function amountCandidates(deposits: DepositSeen[], payouts: PayoutSeen[], k: ObserverKnowledge): Candidates {
  const expected = payouts.map((p) => [k.depositFor(p.amount, true), k.depositFor(p.amount, false)]);
  const near = (a: bigint, b: bigint) => (a > b ? a - b : b - a) <= k.depositSlack;
  return deposits.map((d) => all(payouts.length).filter((j) => expected[j]!.some((e) => near(e, d.amount))));
}

/** The best the amounts alone can do: a payment is as findable as its amount is rare among the payments. */
export function amountUniqueness(payouts: PayoutSeen[]): number {
  const counts = new Map<bigint, number>();
  for (const p of payouts) counts.set(p.amount, (counts.get(p.amount) ?? 0) + 1);
  return payouts.reduce((sum, p) => sum + 1 / counts.get(p.amount)!, 0) / payouts.length;
}

/** Every heuristic together: candidates in all sets at once, then the earliest payout still unclaimed, in deposit order. */
function combined(
  deposits: DepositSeen[],
  payouts: PayoutSeen[],
  sets: Candidates[],
): { linked: number; meanSet: number } {
  const candidates = deposits.map((_, i) => {
    let c = all(payouts.length);
    for (const set of sets) {
      const narrowed = c.filter((j) => set[i]!.includes(j));
      if (narrowed.length > 0) c = narrowed;
    }
    return c;
  });
  const claimed = new Set<number>();
  let right = 0;
  const earlier = payoutOrder(payouts);
  for (const i of all(deposits.length).sort(depositOrder(deposits))) {
    const open = candidates[i]!.filter((j) => !claimed.has(j));
    const pool = open.length > 0 ? open : candidates[i]!;
    const guess = pool.reduce((best, j) => (earlier(j, best) < 0 ? j : best), pool[0]!);
    claimed.add(guess);
    if (guess === i) right++;
  }
  return { linked: right / deposits.length, meanSet: meanSize(candidates) };
}

/**
 * Each heuristic's result, deposits[i] truly paid by payouts[i]. `byAmounts` replaces the amounts heuristic where the
 * deposits are not the payments' own (top-ups of a balance).
 */
export function linkages(
  deposits: DepositSeen[],
  payouts: PayoutSeen[],
  k: ObserverKnowledge,
  byAmounts?: { heuristic: string; candidates: Candidates },
): Linkage[] {
  const timing = timingCandidates(deposits, payouts, k);
  const graph = graphCandidates(deposits, payouts, k);
  const complement = graphComplementCandidates(deposits, payouts, k);
  const amounts = byAmounts?.candidates ?? amountCandidates(deposits, payouts, k);
  return [
    { heuristic: "timing (first in, first out)", linked: fifo(deposits, payouts), meanSet: meanSize(timing) },
    {
      heuristic: "timing from the sweeps (first in, first out)",
      linked: fifo(deposits, payouts, sweepOrder(deposits)),
      meanSet: meanSize(timing),
    },
    { heuristic: "fee payer and address graph", linked: uniformGuess(graph), meanSet: meanSize(graph) },
    {
      heuristic: "address graph, knowing payouts avoid the sweeping wallet",
      linked: uniformGuess(complement),
      meanSet: meanSize(complement),
    },
    { heuristic: byAmounts?.heuristic ?? "amounts", linked: uniformGuess(amounts), meanSet: meanSize(amounts) },
    { heuristic: "all combined", ...combined(deposits, payouts, [amounts, complement, timing]) },
  ];
}

/**
 * How much of the deposits' order the payouts keep: Spearman's rank correlation between each payment's place among
 * the deposits (or, with `order`, the sweeps) and its place among the payouts, as the chain orders them. 0 when the
 * order is lost, 1 when the payouts leave in the deposits' order. A finer gauge than first-in-first-out's exact
 * matches, which are few and noisy.
 */
export function orderKept(deposits: DepositSeen[], payouts: PayoutSeen[], order = depositOrder(deposits)): number {
  return spearman(ranksOf(all(deposits.length).sort(order)), ranksOf(all(payouts.length).sort(payoutOrder(payouts))));
}
