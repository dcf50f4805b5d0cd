import { ranksOf, spearman } from "./rank-correlation";

/**
 * The floor a timing observer cannot be kept under by any mixer that delays each payment by a uniform random delay
 * in [minDelayS, maxDelayS]: the same deposit times, payouts at deposit + delay, simulated `trials` times. When the
 * deposits are spread over longer than the delays' width, their order survives in part however well the service
 * mixes; the measured figures are to be read against this, not against 1/M alone.
 */
export function idealMixer(
  depositTimesS: number[],
  delays: { minDelayS: number; maxDelayS: number },
  trials = 200,
): { fifo: number; orderKept: number } {
  const n = depositTimesS.length;
  const byDeposit = depositTimesS.map((_, i) => i).sort((x, y) => depositTimesS[x]! - depositTimesS[y]! || x - y);
  const depositRank = ranksOf(byDeposit);
  let matched = 0;
  let rho = 0;
  for (let trial = 0; trial < trials; trial++) {
    const paidAt = depositTimesS.map(
      (t) => t + delays.minDelayS + Math.random() * (delays.maxDelayS - delays.minDelayS),
    );
    const byPayout = paidAt.map((_, i) => i).sort((x, y) => paidAt[x]! - paidAt[y]!);
    matched += byPayout.filter((payment, rank) => byDeposit[rank] === payment).length;
    rho += spearman(depositRank, ranksOf(byPayout));
  }
  return { fifo: matched / trials / n, orderKept: rho / trials };
}
