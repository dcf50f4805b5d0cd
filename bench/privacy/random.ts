/** A seeded generator, so a run's amounts and timings can be repeated. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Payroll-like: a third at 1,000, a fifth at 2,500, some at 500, the rest distinct amounts with cents. */
export function payrollAmount(next: () => number): string {
  const r = next();
  if (r < 0.35) return "1000";
  if (r < 0.55) return "2500";
  if (r < 0.7) return "500";
  return (1_000 + Math.floor(next() * 4_000_00) / 100).toFixed(2);
}

/** One payment of a world: who pays, whom, how much, and when within the arrival window (ms from its start). */
export type Plan = { amount: string; at: number };

/** M plans drawn as the deposit world always drew them: an amount, then a moment. */
export function drawPlans(next: () => number, m: number, arrivalS: number): Plan[] {
  return Array.from({ length: m }, () => {
    const amount = payrollAmount(next);
    return { amount, at: next() * arrivalS * 1_000 };
  });
}
