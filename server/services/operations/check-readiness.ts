import { readFileSync } from "node:fs";
import path from "node:path";
import { getDb, migrationsFolder } from "../../db/client";
import { newestAppliedMigration } from "../../db/queries/operations";
import { env } from "../../env";
import { currentSlot } from "../../ledger/chain-clock";
import { processSingleton } from "../../process-singleton";
import { readWatchLag } from "./operational-state";

export type Check = { ok: boolean; reason?: string } & Record<string, unknown>;
export type CheckName = "database" | "ledger" | "background" | "depositWatcher";
export type Readiness = { ready: boolean; failing: CheckName[]; checks: Record<CheckName, Check> };

/** Each check gets this long: a probe that hangs is a failed check, and the load balancer's probe must get an answer. */
const checkTimeoutMs = 3_000;
/** A ledger whose slot has not moved for this long is stalled (a cluster makes a slot about every 400 ms). */
const slotStallMs = 30_000;

function within<T>(ms: number, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([run(), timeout]).finally(() => clearTimeout(timer));
}

async function guarded(run: () => Promise<Check>): Promise<Check> {
  try {
    return await within(checkTimeoutMs, run);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The newest migration this code ships (drizzle/meta/_journal.json). */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function checkDatabase(): Promise<Check> {
  const applied = await newestAppliedMigration(await getDb());
  if (applied === null || applied < newestShippedMigration()) {
    return { ok: false, reason: "the database is not migrated to this version" };
  }
  return { ok: true };
}

/** The last slot seen and when it last moved, per process: "advancing" is judged across probes. */
const slotSeen = () => processSingleton("readiness-slot", () => ({ slot: -1, movedAt: 0 }));

async function checkLedger(): Promise<Check> {
  const slot = await currentSlot("confirmed");
  const seen = slotSeen();
  const now = Date.now();
  // Any change counts as movement: a ledger replaced or reset (a lower slot) is answering, not stalled.
  if (slot !== seen.slot) Object.assign(seen, { slot, movedAt: now });
  const stalledMs = now - seen.movedAt;
  if (stalledMs > slotStallMs)
    return { ok: false, slot, reason: `the slot has not moved for ${Math.round(stalledMs / 1000)} s` };
  return { ok: true, slot };
}

async function checkBackground(executorRunning: boolean | undefined): Promise<Check> {
  if (executorRunning !== undefined) {
    return executorRunning
      ? { ok: true, mode: "local" }
      : { ok: false, mode: "local", reason: "the in-process executor is not running" };
  }
  const e = env();
  const devUrl = e.INNGEST_DEV && /^https?:/.test(e.INNGEST_DEV) ? e.INNGEST_DEV : undefined;
  const url = e.INNGEST_BASE_URL ?? devUrl ?? "https://api.inngest.com/";
  // Any HTTP answer means Inngest is reachable; its status says nothing about us.
  await fetch(url, { method: "GET", signal: AbortSignal.timeout(checkTimeoutMs) });
  return { ok: true, mode: "inngest" };
}

async function checkDepositWatcher(): Promise<Check> {
  const { depositsWatched, lagSeconds } = await readWatchLag(await getDb());
  const max = env().READY_MAX_WATCH_LAG_S;
  const lag = Math.round(lagSeconds);
  if (lagSeconds > max)
    return { ok: false, depositsWatched, lagSeconds: lag, reason: `the watcher is ${lag} s behind` };
  return { ok: true, depositsWatched, lagSeconds: lag };
}

/**
 * Whether this instance should get traffic: its database reachable and migrated, the ledger answering with an
 * advancing slot, background functions running (`executorRunning`: whether this process's in-process executor
 * runs, undefined when Inngest runs them), and the deposit watcher not behind.
 */
export async function checkReadiness(executorRunning: boolean | undefined): Promise<Readiness> {
  const [database, ledger, background, depositWatcher] = await Promise.all([
    guarded(checkDatabase),
    guarded(checkLedger),
    guarded(() => checkBackground(executorRunning)),
    guarded(checkDepositWatcher),
  ]);
  const checks = { database, ledger, background, depositWatcher };
  const failing = (Object.keys(checks) as CheckName[]).filter((name) => !checks[name].ok);
  return { ready: failing.length === 0, failing, checks };
}
