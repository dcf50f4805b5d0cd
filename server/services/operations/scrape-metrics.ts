import type { Db } from "../../db/client";
import { metrics } from "../../metrics/registry";
import { readOperationalState } from "./operational-state";
import { readServiceBalances } from "./service-balances";

/**
 * The Prometheus text of this process: its counters and histograms, and the gauges of state set from the database
 * and the ledger now. Balances the ledger did not give in time are left out, not reported stale.
 */
export async function scrapeMetrics(db: Db): Promise<{ body: string; contentType: string }> {
  const m = metrics();
  const [state, balances] = await Promise.all([readOperationalState(db), readServiceBalances()]);
  m.depositsWatched.set(state.depositsWatched);
  m.watchLag.set(state.watchLagSeconds);
  m.outboxBacklog.set(state.outboxBacklog);
  m.jobsRunnable.set(state.jobsRunnable);
  m.jobsOldestRunnable.set(state.oldestRunnableAgeSeconds);
  for (const [legState, n] of Object.entries(state.privateLegs)) m.privateLegs.set({ state: legState }, n);
  m.oldestDueLeg.set(state.oldestDueLegAgeSeconds);
  m.webhooksFailing.set(state.webhooksFailing);
  m.treasuryBalance.reset();
  m.poolBalance.reset();
  for (const { asset, units } of balances?.treasury ?? []) m.treasuryBalance.set({ asset }, units);
  for (const { wallet, asset, units } of balances?.pool ?? []) m.poolBalance.set({ wallet, asset }, units);
  return { body: await m.registry.metrics(), contentType: m.registry.contentType };
}
