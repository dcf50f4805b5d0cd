/**
 * What every benchmark measures, it checks: each answer it times (a status and body, a balance, an event received)
 * is recorded as it should or should not be, and a benchmark with any failed answer exits non-zero naming them
 * instead of printing a figure. A figure over failures (401s, a ledger that could not be read) measures the
 * failure, not the service: docs/benchmarks.md publishes only figures every answer of which was right.
 *
 * BENCH_SMOKE=1 is the short run `npm test` does (scripts/test.ts): a handful of items or a second each, enough to
 * show that the benchmark still measures what it says; the full runs stay manual.
 */
export const smoke = process.env.BENCH_SMOKE === "1";

/** `full` for a measuring run, `short` for BENCH_SMOKE=1. */
export function smokeOr<T>(short: T, full: T): T {
  return smoke ? short : full;
}

/** One answer a benchmark measured: what was asked, and what came back. */
export type Answer = { what: string; status?: number | string; body?: unknown };

const shownFailures = 5;
const excerptLength = 200;

function excerpt(body: unknown): string {
  if (body === undefined) return "";
  const text = typeof body === "string" ? body : JSON.stringify(body, (_k, v) => (typeof v === "bigint" ? `${v}` : v));
  const flat = (text ?? String(body)).replace(/\s+/g, " ").trim();
  return flat.length > excerptLength ? `${flat.slice(0, excerptLength)}...` : flat;
}

export class Checked {
  private answers = 0;
  private failures = 0;
  private readonly first: Answer[] = [];

  constructor(readonly bench: string) {}

  /** Records one answer; returns whether it was right. */
  record(ok: boolean, answer: Answer): boolean {
    this.answers++;
    if (!ok) {
      this.failures++;
      if (this.first.length < shownFailures) this.first.push(answer);
    }
    return ok;
  }

  /** An HTTP answer: right when its status is 2xx (or the one expected). */
  status(what: string, status: number, body?: unknown, expected?: number): boolean {
    const ok = expected === undefined ? status >= 200 && status < 300 : status === expected;
    return this.record(ok, { what, status, body });
  }

  /** A count that must be exact (events received, transfers landed, duplicates). */
  equal(what: string, actual: unknown, expected: unknown): boolean {
    return this.record(actual === expected, { what, status: `${actual} (expected ${expected})` });
  }

  /** `count` answers tallied elsewhere (a load generator's), `failed` of them wrong, described by `example`. */
  tally(count: number, failed: number, example: Answer): void {
    this.answers += count;
    this.failures += failed;
    if (failed > 0 && this.first.length < shownFailures) this.first.push(example);
  }

  get failed(): number {
    return this.failures;
  }

  get recorded(): number {
    return this.answers;
  }

  /** The failures, named: how many, and the first few answers (status and body excerpt). */
  report(): string {
    const lines = this.first.map(
      (a) => `  - ${a.what}: ${a.status ?? "no answer"}${a.body === undefined ? "" : ` ${excerpt(a.body)}`}`,
    );
    const more = this.failures > this.first.length ? [`  ... and ${this.failures - this.first.length} more`] : [];
    return [
      `${this.bench}: ${this.failures} of ${this.answers} answers failed; no figure is reported over failures. First ${this.first.length}:`,
      ...lines,
      ...more,
    ].join("\n");
  }

  /**
   * Call before printing a figure: with any failed answer, names them on stderr and exits 1 (children the
   * benchmark started are stopped by its own "exit" handler).
   */
  orExit(): void {
    if (this.failures === 0) return;
    console.error(`\n${this.report()}`);
    process.exit(1);
  }

  /** As orExit, but thrown, so the benchmark's own clean-up (a database of its own to drop) runs first. */
  orThrow(): void {
    if (this.failures > 0) throw new FailedAnswers(this.report());
  }
}

/** Thrown by `orThrow`: its message is the report; the benchmark prints it and exits 1 after cleaning up. */
export class FailedAnswers extends Error {}
