/**
 * Loops that idle until woken, or a poll interval at most. A wake-up that finds fewer loops idle than it asked for
 * is kept for the next ones to idle: a loop that looked for work just before it arrived looks once more instead of
 * sleeping through it.
 */
export class Sleepers {
  private readonly idle = new Set<() => void>();
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

  /** Resolves when woken, or after `ms`. */
  sleep(ms: number): Promise<void> {
    if (this.kept > 0) {
      this.kept--;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.idle.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.idle.add(wake);
    });
  }
}
