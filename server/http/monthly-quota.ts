import type { Db } from "../db/client";
import { addToCounter, readCounter } from "../db/queries/usage-counters";
import { log } from "../log";

type Counter = { shared: number; pending: number; loaded: Promise<void> };

const flushEveryMs = 1_000;

/**
 * The monthly quota, counted in the database so every instance shares it, without a write per request: each
 * instance counts locally and adds its count to the shared total once a second, reading the total back. The quota
 * can be overshot by at most one second of traffic per instance, a fair price for a monthly limit.
 */
export class MonthlyQuota {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  /** Counts one request; returns the month's total including it. */
  async count(key: string): Promise<number> {
    let counter = this.counters.get(key);
    if (!counter) {
      const fresh: Counter = { shared: 0, pending: 0, loaded: Promise.resolve() };
      fresh.loaded = readCounter(this.db, key).then((points) => {
        fresh.shared = points;
      });
      this.counters.set(key, fresh);
      counter = fresh;
    }
    await counter.loaded;
    counter.pending++;
    this.schedule();
    return counter.shared + counter.pending;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch((error) => log.error("monthly quota flush failed", { error }));
    }, flushEveryMs);
    this.timer.unref();
  }

  async flush(): Promise<void> {
    const expire = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    for (const [key, counter] of this.counters) {
      const points = counter.pending;
      if (points === 0) {
        this.counters.delete(key);
        continue;
      }
      counter.pending = 0;
      try {
        counter.shared = await addToCounter(this.db, key, points, expire);
      } catch (error) {
        counter.pending += points;
        throw error;
      }
    }
  }
}
