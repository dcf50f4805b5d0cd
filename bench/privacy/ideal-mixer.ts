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
  const depositRank = new Array<number>(n);
  byDeposit.forEach((payment, rank) => {
    depositRank[payment] = rank;
  });
  let matched = 0;
  let rho = 0;
  for (let trial = 0; trial < trials; trial++) {
    const paidAt = depositTimesS.map(
      (t) => t + delays.minDelayS + Math.random() * (delays.maxDelayS - delays.minDelayS),
    );
    const byPayout = paidAt.map((_, i) => i).sort((x, y) => paidAt[x]! - paidAt[y]!);
    let squares = 0;
    byPayout.forEach((payment, rank) => {
      if (byDeposit[rank] === payment) matched++;
      squares += (depositRank[payment]! - rank) ** 2;
    });
    rho += n > 1 ? 1 - (6 * squares) / (n * (n * n - 1)) : 0;
  }
  return { fifo: matched / trials / n, orderKept: rho / trials };
}
