/**
 * Loops that idle until woken. One idle loop at a time (the poller) also wakes after the poll interval, to look for
 * work nobody announced; the others wait for a wake-up, so an idle executor polls the database once per interval,
 * not once per loop. A wake-up that finds fewer loops idle than it asked for is kept for the next ones to idle: a
 * loop that looked for work just before it arrived looks once more instead of sleeping through it.
 */
export class Sleepers {
  private readonly idle = new Set<() => void>();
  private poller: (() => void) | undefined;
  private kept = 0;

  constructor(private readonly loops: number) {}

  /** Wakes `count` loops (all by default). */
  wake(count = this.loops): void {
    let left = Math.min(count, this.loops);
    for (const wake of [...this.idle]) {
      if (left === 0) return;
      wake();
      left--;
    }
    this.kept = Math.min(this.loops, this.kept + left);
  }

  /** Resolves when woken, or after `ms` if this loop is the poller. */
  sleep(ms: number): Promise<void> {
    if (this.kept > 0) {
      this.kept--;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const polls = this.poller === undefined;
      const wake = () => {
        clearTimeout(timer);
        this.idle.delete(wake);
        if (this.poller === wake) this.poller = undefined;
        resolve();
      };
      const timer = polls ? setTimeout(wake, ms) : undefined;
      if (polls) this.poller = wake;
      this.idle.add(wake);
    });
  }
}
