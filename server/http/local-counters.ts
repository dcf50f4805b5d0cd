/**
 * Request counters kept in this process alone: for the one count that must answer while the database does not
 * (a readiness probe's, server/http/ready-endpoint.ts). The same `count` as SharedCounters (shared-counters.ts), so
 * a limit is checked one way whichever counts it; a counter is dropped once its window has ended.
 */
export class LocalCounters {
  private readonly counters = new Map<string, { used: number; expire: Date }>();
  private sweptAt = 0;

  constructor(private readonly sweepMs: number) {}

  /** Counts one request against `key` (a counter that lives until `expire`); returns the total including it. */
  async count(key: string, expire: Date): Promise<number> {
    this.sweep();
    const counter = this.counters.get(key) ?? { used: 0, expire };
    counter.used++;
    this.counters.set(key, counter);
    return counter.used;
  }

  private sweep(): void {
    const now = Date.now();
    if (now - this.sweptAt < this.sweepMs) return;
    this.sweptAt = now;
    for (const [key, counter] of this.counters) if (counter.expire.getTime() <= now) this.counters.delete(key);
  }
}
