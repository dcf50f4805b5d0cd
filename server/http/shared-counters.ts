import type { Db } from "../db/client";
import { addToCounters, readCounter } from "../db/queries/usage-counters";
import { log } from "../log";

type Counter = {
  /** The shared total as last read or flushed (counts only grow within a window, so a newer read never lowers it). */
  shared: number;
  pending: number;
  /** Counts a flush is adding to the shared row right now. */
  adding: number;
  /** The read in progress (or done) that `shared` waits for. */
  loaded: Promise<void>;
  /** When `shared` was last read or returned by a flush: older than `flushMs`, it is read again before counting. */
  seenAt: number;
  expire: Date;
};

/**
 * Request counters shared by every instance through the database, without a write per request: an instance
 * counts locally, adds its count to the shared row every `flushMs`, and reads the total back. An instance that
 * has not flushed for longer than `flushMs` (it idled) reads the total again before it counts, so its view is never
 * older than `flushMs`. Within one instance the count is exact; across instances a limit can be overshot by what
 * the others received that this instance has not seen yet: their traffic of the last two flush intervals at most
 * (what they have not flushed, and what they flushed since this instance's view).
 */
export class SharedCounters {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;

  /**
   * `alone`: no other process writes these counters (the embedded database is locked to one process), so the total
   * read when a counter is first used stays true and is never read again: only this instance adds to it.
   */
  constructor(
    private readonly db: Db,
    private readonly flushMs: number,
    private readonly alone = false,
  ) {}

  /** Counts one request against `key` (a counter that lives until `expire`); returns the total including it. */
  async count(key: string, expire: Date): Promise<number> {
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { shared: 0, pending: 0, adding: 0, loaded: Promise.resolve(), seenAt: 0, expire };
      this.counters.set(key, counter);
      this.read(key, counter);
    } else if (!this.alone && Date.now() - counter.seenAt > this.flushMs) {
      this.read(key, counter);
    }
    await counter.loaded;
    counter.pending++;
    this.schedule();
    return counter.shared + counter.adding + counter.pending;
  }

  /** Reads the shared total again; requests arriving meanwhile wait for the same read. */
  private read(key: string, counter: Counter): void {
    counter.seenAt = Date.now();
    counter.loaded = readCounter(this.db, key).then(
      (points) => {
        counter.shared = Math.max(counter.shared, points);
      },
      (error: unknown) => {
        // A failed read is not kept: the next request reads again instead of failing until restart. A counter
        // with nothing to flush is forgotten; one with pending counts stays, so they are still added.
        counter.seenAt = 0;
        counter.loaded = Promise.resolve();
        const unsaved = counter.pending + counter.adding;
        if (unsaved === 0 && this.counters.get(key) === counter) this.counters.delete(key);
        throw error;
      },
    );
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch((error) => log.error("rate-limit counters could not be saved", { error }));
    }, this.flushMs);
    this.timer.unref();
  }

  /** Forgets every counter and any flush still scheduled: the counters' database is going away. */
  discard(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.counters.clear();
  }

  /** Adds every counter's pending counts to the shared rows in one statement, and takes the totals back. */
  async flush(): Promise<void> {
    const now = Date.now();
    const taken: { key: string; counter: Counter; points: number }[] = [];
    for (const [key, counter] of this.counters) {
      const points = counter.pending;
      if (points === 0) {
        if (counter.adding > 0) continue;
        // Only a finished window is dropped: a request may hold its counter between a look-up and its increment.
        if (counter.expire.getTime() <= now) this.counters.delete(key);
        continue;
      }
      // Taken from pending at once (a second flush never adds them again), and counted as being added until the
      // shared row holds them, so a request counted meanwhile still sees them.
      counter.pending = 0;
      counter.adding += points;
      taken.push({ key, counter, points });
    }
    if (taken.length === 0) return;
    const seenAt = Date.now();
    try {
      const totals = await addToCounters(
        this.db,
        taken.map(({ key, counter, points }) => ({ key, points, expire: counter.expire })),
      );
      for (const { key, counter } of taken) {
        counter.shared = Math.max(counter.shared, totals.get(key) ?? 0);
        counter.seenAt = Math.max(counter.seenAt, seenAt);
      }
    } catch (error) {
      for (const { counter, points } of taken) counter.pending += points;
      this.schedule();
      throw error;
    } finally {
      for (const { counter, points } of taken) counter.adding -= points;
    }
  }
}
