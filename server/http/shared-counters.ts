import type { Db } from "../db/client";
import { addToCounter, readCounter } from "../db/queries/usage-counters";
import { log } from "../log";

type Counter = { shared: number; pending: number; loaded: Promise<void>; expire: Date };

/**
 * Request counters shared by every instance through the database, without a write per request: an instance
 * counts locally, adds its count to the shared row every `flushMs`, and reads the total back. Within one instance
 * the count is exact; across instances a limit can be overshot by what the others received in the last `flushMs`.
 */
export class SharedCounters {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly flushMs: number,
  ) {}

  /** Counts one request against `key` (a counter that lives until `expire`); returns the total including it. */
  async count(key: string, expire: Date): Promise<number> {
    let counter = this.counters.get(key);
    if (!counter) {
      const fresh: Counter = { shared: 0, pending: 0, loaded: Promise.resolve(), expire };
      fresh.loaded = readCounter(this.db, key).then(
        (points) => {
          fresh.shared = points;
        },
        (error: unknown) => {
          // A failed read is forgotten, not kept: the next request reads again instead of failing until restart.
          if (this.counters.get(key) === fresh) this.counters.delete(key);
          throw error;
        },
      );
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
      this.flush().catch((error) => log.error("rate-limit counters could not be saved", { error }));
    }, this.flushMs);
    this.timer.unref();
  }

  async flush(): Promise<void> {
    const now = Date.now();
    for (const [key, counter] of this.counters) {
      const points = counter.pending;
      if (points === 0) {
        // Only a finished window is dropped: a request may hold its counter between a look-up and its increment.
        if (counter.expire.getTime() <= now) this.counters.delete(key);
        continue;
      }
      counter.pending = 0;
      try {
        counter.shared = await addToCounter(this.db, key, points, counter.expire);
      } catch (error) {
        counter.pending += points;
        this.schedule();
        throw error;
      }
    }
  }
}
