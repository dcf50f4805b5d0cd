import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Tier } from "../auth/api-key-format";
import { tierLimits } from "../auth/tiers";
import { databaseKind, getDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { MonthlyQuota } from "./monthly-quota";

export type LimitScope = "minute" | "monthly" | "cancel";

export type LimitState = { limit: number; remaining: number; resetAt: number };

export type LimitVerdict =
  | { allowed: true; headers: LimitState }
  | { allowed: false; scope: LimitScope; headers: LimitState; retryAfterSeconds: number };

type Limiters = Record<string, RateLimiterAbstract>;

const globalKey = Symbol.for("payment-service.rate-limiters");
type GlobalWithLimiters = typeof globalThis & {
  [globalKey]?: Promise<(name: string, points: number, seconds: number) => RateLimiterAbstract>;
};

const quotaKey = Symbol.for("payment-service.monthly-quota");
type GlobalWithQuota = typeof globalThis & { [quotaKey]?: Promise<MonthlyQuota> };

function monthlyQuota(): Promise<MonthlyQuota> {
  const g = globalThis as GlobalWithQuota;
  g[quotaKey] ??= getDb().then((db) => new MonthlyQuota(db));
  return g[quotaKey];
}

/**
 * Counters live in PostgreSQL when the service runs on it, so every instance shares them; the embedded
 * default (PGlite, one process) keeps the per-minute ones in memory. A PostgreSQL outage falls back to in-process
 * counters instead of failing every request. The monthly quota is always in the database (monthly-quota.ts).
 */
function limiterFactory() {
  const g = globalThis as GlobalWithLimiters;
  g[globalKey] ??= (async () => {
    const db = await getDb();
    const shared = (await databaseKind()) === "postgres";
    const cache: Limiters = {};
    return (name: string, points: number, seconds: number) => {
      const id = `${name}:${points}:${seconds}`;
      if (!cache[id]) {
        const options = { keyPrefix: name, points, duration: seconds };
        const inDatabase = { ...options, storeClient: db, schema: rateLimits };
        if (shared)
          cache[id] = new RateLimiterDrizzle({ ...inDatabase, insuranceLimiter: new RateLimiterMemory(options) });
        else cache[id] = new RateLimiterMemory(options);
      }
      return cache[id];
    };
  })();
  return g[globalKey];
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, 1);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

function stateOf(res: RateLimiterRes, limit: number, resetAt?: number): LimitState {
  const reset = resetAt ?? Math.ceil((Date.now() + res.msBeforeNext) / 1000);
  return { limit, remaining: Math.max(0, limit - res.consumedPoints), resetAt: reset };
}

function startOfNextMonthSeconds(now = new Date()): number {
  return Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000);
}

function exceeded(scope: LimitScope, headers: LimitState, msBeforeNext?: number): LimitVerdict {
  const ms = msBeforeNext ?? headers.resetAt * 1000 - Date.now();
  return { allowed: false, scope, headers, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}

/** Counts one request of an API key against its tier: per minute, per calendar month, and cancels per minute. */
export async function checkKeyLimits(keyId: string, tier: Tier, isCancel: boolean): Promise<LimitVerdict> {
  const limits = tierLimits[tier];
  const limiter = await limiterFactory();
  const minute = await consume(limiter("minute", limits.perMinute, 60), keyId);
  const minuteState = stateOf(minute, limits.perMinute);
  if (minute.consumedPoints > limits.perMinute) return exceeded("minute", minuteState, minute.msBeforeNext);

  const now = new Date();
  const used = await (await monthlyQuota()).count(`monthly:${keyId}:${now.getUTCFullYear()}-${now.getUTCMonth() + 1}`);
  if (used > limits.perMonth) {
    const resetAt = startOfNextMonthSeconds(now);
    return exceeded("monthly", { limit: limits.perMonth, remaining: 0, resetAt });
  }

  if (isCancel) {
    const cancel = await consume(limiter("cancel", limits.cancelsPerMinute, 60), keyId);
    if (cancel.consumedPoints > limits.cancelsPerMinute) {
      return exceeded("cancel", stateOf(cancel, limits.cancelsPerMinute), cancel.msBeforeNext);
    }
  }
  return { allowed: true, headers: minuteState };
}

/** Requests without a valid key are limited per client address at the free tier, so guessing keys is slow. */
export async function checkAnonymousLimits(clientAddress: string): Promise<LimitVerdict> {
  const perMinute = tierLimits.free.perMinute;
  const limiter = await limiterFactory();
  const res = await consume(limiter("anonymous", perMinute, 60), clientAddress);
  const state = stateOf(res, perMinute);
  return res.consumedPoints > perMinute
    ? exceeded("minute", state, res.msBeforeNext)
    : { allowed: true, headers: state };
}
