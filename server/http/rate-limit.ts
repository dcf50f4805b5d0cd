import type { Tier } from "../auth/api-key-format";
import { tierLimits } from "../auth/tiers";
import { monthlyCounterKey, monthWindow, type UsageWindow } from "../auth/usage-windows";
import { databaseKind, getDb } from "../db/client";
import { AppError } from "../errors";
import { forgetProcessSingleton, processSingleton } from "../process-singleton";
import { LocalCounters } from "./local-counters";
import { SharedCounters } from "./shared-counters";

export type LimitScope = "minute" | "monthly" | "cancel" | "challenge_address" | "challenge_client" | "probe";

export type LimitState = { limit: number; remaining: number; resetAt: number };

export type LimitVerdict =
  | { allowed: true; headers: LimitState }
  | { allowed: false; scope: LimitScope; headers: LimitState; retryAfterSeconds: number };

type Windows = { minute: SharedCounters; month: SharedCounters };
function counters(): Promise<Windows> {
  return processSingleton("rate-limit-counters", () =>
    Promise.all([getDb(), databaseKind()]).then(
      ([db, kind]) => {
        const alone = kind === "pglite";
        return { minute: new SharedCounters(db, 200, alone), month: new SharedCounters(db, 1_000, alone) };
      },
      (error: unknown) => {
        // A database that could not be opened is tried again by the next request, not remembered as failed.
        forgetProcessSingleton("rate-limit-counters");
        throw error;
      },
    ),
  );
}

type Window = UsageWindow;

/** Fixed one-minute windows, named by their start. */
function minuteWindow(now: number): Window {
  const start = Math.floor(now / 60_000) * 60_000;
  return { id: String(start / 1000), resetAt: start / 1000 + 60, expire: new Date(start + 120_000) };
}

async function check(
  counter: Pick<SharedCounters, "count">,
  scope: LimitScope,
  key: string,
  window: Window,
  limit: number,
  now: number,
): Promise<LimitVerdict> {
  const used = await counter.count(key, window.expire);
  const headers = { limit, remaining: Math.max(0, limit - used), resetAt: window.resetAt };
  if (used <= limit) return { allowed: true, headers };
  const retryAfterSeconds = Math.max(1, Math.ceil(window.resetAt - now / 1000));
  return { allowed: false, scope, headers, retryAfterSeconds };
}

/**
 * Counts one request of an account (whichever of its keys made it) against the account's tier: per minute, per
 * calendar month, and cancels per minute.
 */
export async function checkAccountLimits(accountId: string, tier: Tier, isCancel: boolean): Promise<LimitVerdict> {
  const limits = tierLimits[tier];
  const { minute, month } = await counters();
  const now = Date.now();
  const thisMinute = minuteWindow(now);
  const thisMonth = monthWindow(now);
  const perMinute = await check(
    minute,
    "minute",
    `minute:${accountId}:${thisMinute.id}`,
    thisMinute,
    limits.perMinute,
    now,
  );
  if (!perMinute.allowed) return perMinute;
  const monthly = await check(
    month,
    "monthly",
    monthlyCounterKey(accountId, thisMonth),
    thisMonth,
    limits.perMonth,
    now,
  );
  if (!monthly.allowed) return monthly;
  if (isCancel) {
    const cancels = await check(
      minute,
      "cancel",
      `cancel:${accountId}:${thisMinute.id}`,
      thisMinute,
      limits.cancelsPerMinute,
      now,
    );
    if (!cancels.allowed) return cancels;
  }
  return perMinute;
}

/** Requests without a valid key are limited per client address at the free tier, so guessing keys is slow. */
export async function checkAnonymousLimits(clientAddress: string): Promise<LimitVerdict> {
  const { minute } = await counters();
  const now = Date.now();
  const window = minuteWindow(now);
  const key = `anonymous:${clientAddress}:${window.id}`;
  return check(minute, "minute", key, window, tierLimits.free.perMinute, now);
}

/**
 * Readiness probes a client address may make per minute without the metrics token: a load balancer probing every
 * 5 s makes 12. Probes have their own count, so a client's other anonymous requests never starve its probes.
 */
export const probeLimitPerMinute = 60;

/**
 * Probes are counted in this process, never in the database: the probe must answer (503, naming the database) when
 * the database refuses or hangs, and the checks a probe costs are this instance's to bound.
 */
const probeCounters = () => processSingleton("probe-counters", () => new LocalCounters(60_000));

export async function checkProbeLimits(clientAddress: string): Promise<LimitVerdict> {
  const now = Date.now();
  const window = minuteWindow(now);
  const key = `probe:${clientAddress}:${window.id}`;
  return check(probeCounters(), "probe", key, window, probeLimitPerMinute, now);
}

/** The answer past a limit: 429 with the scope, and the seconds to wait (with-api.ts sends them as Retry-After). */
export function rateLimited(verdict: Extract<LimitVerdict, { allowed: false }>): AppError {
  return new AppError(
    "RATE_LIMIT_EXCEEDED",
    `Rate limit exceeded (${verdict.scope}); retry after ${verdict.retryAfterSeconds} s`,
    { scope: verdict.scope, limit: verdict.headers.limit, retryAfterSeconds: verdict.retryAfterSeconds },
  );
}

/** The X-RateLimit-* headers of the window a request was counted in. */
export function setLimitHeaders(headers: Headers, limits: LimitState): void {
  headers.set("X-RateLimit-Limit", String(limits.limit));
  headers.set("X-RateLimit-Remaining", String(limits.remaining));
  headers.set("X-RateLimit-Reset", String(limits.resetAt));
}

/**
 * Sign-in challenges a wallet address, and a client, may ask for per minute: each is a row for five minutes, and a
 * flood for one address must not crowd out its owner. Counted after the anonymous per-client limit.
 */
export const challengeLimits = { perAddress: 10, perClient: 30 };

export async function checkChallengeLimits(address: string, clientAddress: string): Promise<LimitVerdict> {
  const { minute } = await counters();
  const now = Date.now();
  const window = minuteWindow(now);
  const byClient = await check(
    minute,
    "challenge_client",
    `challenge-client:${clientAddress}:${window.id}`,
    window,
    challengeLimits.perClient,
    now,
  );
  if (!byClient.allowed) return byClient;
  return check(
    minute,
    "challenge_address",
    `challenge-address:${address}:${window.id}`,
    window,
    challengeLimits.perAddress,
    now,
  );
}
