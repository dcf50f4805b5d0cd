import { CronExpressionParser } from "cron-parser";
import type { Db } from "../../db/client";
import {
  claimDueRun,
  fanOutEvent,
  insertRunIfAbsent,
  type JobRun,
  pendingEvents,
  releaseRun,
} from "../../db/queries/jobs";
import { acceptEvents } from "../../events/local-intake";
import { announce, listenForWakeups, type Wakeup } from "../../events/local-wakeups";
import { eventIds } from "../../events/schemas";
import { newId, randomBase62 } from "../../ids";
import { log } from "../../log";
import { metrics } from "../../metrics/registry";
import { advanceRun } from "./advance-run";
import { concurrencyGroup } from "./concurrency";
import { cronTickRun } from "./cron-tick";
import { markExecutorRunning } from "./running";
import { inngestSignature } from "./sign";
import { Sleepers } from "./sleepers";
import { syncFunctions, triggeredBy } from "./sync";
import type { FunctionConfig, Transport } from "./types";

export type LocalExecutorOptions = {
  db: Db;
  /** The serve route's URL; also what the functions are synced against. */
  serveUrl: string;
  transport?: Transport;
  signingKey: string;
  concurrency?: number;
  /** How often idle workers look for work nobody announced (runs due later, leases of dead instances). */
  pollMs?: number;
  leaseMs?: number;
  retryBaseMs?: number;
};

/** A run released due later than this is left to the poll: no timers for sleeps of hours. */
const announceDueWithinMs = 60_000;

/**
 * Runs the app's Inngest functions when no Inngest server is configured, over Inngest's own protocol against
 * the same serve route. State lives in the database, so any executor (this one after a restart, or another
 * instance) resumes unfinished runs.
 */
export class LocalExecutor {
  readonly holder = `executor_${randomBase62(10)}`;
  private functions: FunctionConfig[] | undefined;
  private readonly nextCron = new Map<string, number>();
  private running = false;
  private readonly workerCount: number;
  private readonly workers: Sleepers;
  private readonly dispatcher = new Sleepers(1);
  private loops: Promise<void>[] = [];
  private stopListening: Promise<() => Promise<void>> | undefined;

  constructor(private readonly options: LocalExecutorOptions) {
    this.workerCount = options.concurrency ?? 4;
    this.workers = new Sleepers(this.workerCount);
  }

  private get transport(): Transport {
    return this.options.transport ?? ((request) => fetch(request));
  }

  private sign = (body: unknown) => inngestSignature(body, this.options.signingKey);

  /** Starts the loops; resolves once the executor listens for wake-ups (its poll runs either way). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    markExecutorRunning(this, true);
    this.stopListening = listenForWakeups(this.options.db, (wakeup) => this.onWakeup(wakeup));
    this.loops = [this.dispatchLoop(), ...Array.from({ length: this.workerCount }, () => this.workLoop())];
    await this.stopListening;
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    markExecutorRunning(this, false);
    await (await this.stopListening)?.();
    this.dispatcher.wake();
    this.workers.wake();
    await Promise.all(this.loops);
  }

  /** Events arrived: the dispatcher fans them out, then wakes the workers. A run due: one worker, at that time. */
  private onWakeup(wakeup: Wakeup): void {
    if (!this.running) return;
    if (wakeup.kind === "events") {
      this.dispatcher.wake();
      return;
    }
    const timer = setTimeout(() => this.workers.wake(1), Math.max(0, wakeup.at - Date.now()));
    timer.unref();
  }

  /** A run this executor released is due at `at`: its workers and every other executor's wake up then. */
  private onReleased(at: Date): void {
    if (at.getTime() - Date.now() > announceDueWithinMs) return;
    void announce(this.options.db, { kind: "due", at: at.getTime() });
  }

  /** Turns new events into runs and cron ticks into runs; never blocked behind function calls. */
  private async dispatchLoop(): Promise<void> {
    while (this.running) {
      let dispatched = false;
      let failed = false;
      try {
        const fns = await this.ensureSynced();
        dispatched = (await this.fanOut(fns)) > 0;
        await this.scheduleCrons(fns);
        if (dispatched) this.workers.wake();
      } catch (error) {
        failed = true;
        this.tickFailed(error);
      }
      if (this.running && !dispatched) {
        await this.dispatcher.sleep(failed ? this.pollMs : this.untilNextCron(this.pollMs));
      }
    }
  }

  /**
   * Claims and advances due runs until none is left, then idles until woken. A loop that found work wakes one more,
   * so a backlog the poller finds draws in the other loops one by one.
   */
  private async workLoop(): Promise<void> {
    while (this.running) {
      try {
        const fns = await this.ensureSynced();
        let found = false;
        while (this.running && (await this.runOne(fns))) {
          if (!found) this.workers.wake(1);
          found = true;
        }
      } catch (error) {
        this.tickFailed(error);
      }
      if (this.running) await this.workers.sleep(this.pollMs);
    }
  }

  private get pollMs(): number {
    return this.options.pollMs ?? 1_000;
  }

  /** `ms`, or less when a cron tick is due sooner. */
  private untilNextCron(ms: number): number {
    const now = Date.now();
    return Math.max(0, Math.min(ms, ...[...this.nextCron.values()].map((due) => due - now)));
  }

  private tickFailed(error: unknown): void {
    log.warn("local executor: tick failed", { error: error instanceof Error ? error.message : String(error) });
    this.functions = undefined;
  }

  private async ensureSynced(): Promise<FunctionConfig[]> {
    if (!this.functions) {
      this.functions = await syncFunctions(this.transport, this.options.serveUrl, this.sign);
      // Every function's failure series exists from the start, at 0: a rate over a series that appears only with
      // its first failure misses that failure.
      for (const fn of this.functions) metrics().jobFailures.inc({ function: fn.id }, 0);
    }
    return this.functions;
  }

  private async fanOut(fns: FunctionConfig[]): Promise<number> {
    // Only events some function here listens to: an executor with other functions (another deployment during a
    // rollout, or a test) must not mark them handled.
    const names = [...new Set(fns.flatMap((fn) => fn.triggers.flatMap((t) => ("event" in t ? [t.event] : []))))];
    const events = await pendingEvents(this.options.db, names, 100);
    for (const event of events) {
      const payload = { name: event.name, data: event.data, id: event.id, ts: event.ts.getTime() };
      const runs = fns
        .filter((fn) => triggeredBy(fn, event))
        .map((fn) => ({
          id: newId("run"),
          functionId: fn.id,
          eventId: event.id,
          event: payload,
          status: "queued" as const,
          nextRunAt: new Date(),
          ...concurrencyGroup(fn.concurrency, event),
        }));
      await fanOutEvent(this.options.db, event.id, runs);
    }
    return events.length;
  }

  /** Cron ticks become runs named by their scheduled time, so two executors create each tick once. */
  private async scheduleCrons(fns: FunctionConfig[]): Promise<void> {
    const now = Date.now();
    for (const fn of fns) {
      for (const trigger of fn.triggers) {
        if (!("cron" in trigger)) continue;
        const key = `${fn.id} ${trigger.cron}`;
        const due = this.nextCron.get(key);
        if (due === undefined || due <= now) {
          if (due !== undefined) await insertRunIfAbsent(this.options.db, cronTickRun(fn, trigger.cron, due));
          this.nextCron.set(
            key,
            CronExpressionParser.parse(trigger.cron, { currentDate: new Date(now) })
              .next()
              .getTime(),
          );
        }
      }
    }
  }

  private async runOne(fns: FunctionConfig[]): Promise<boolean> {
    const leaseMs = this.options.leaseMs ?? 60_000;
    const run = await claimDueRun(
      this.options.db,
      this.holder,
      leaseMs,
      fns.map((f) => f.id),
    );
    if (!run) return false;
    const fn = fns.find((f) => f.id === run.functionId);
    if (!fn) {
      // Deployed code no longer has this function: leave the run for an executor that does.
      await releaseRun(this.options.db, this.holder, run.id);
      this.functions = undefined;
      return false;
    }
    await advanceRun(
      {
        db: this.options.db,
        holder: this.holder,
        leaseMs,
        transport: this.transport,
        serveUrl: this.options.serveUrl,
        sign: this.sign,
        retryBaseMs: this.options.retryBaseMs ?? 2_000,
        onFailed: (failed, error) => this.reportFailure(failed, error),
        onReleased: (at) => this.onReleased(at),
      },
      fn,
      run,
    );
    return true;
  }

  /** What Inngest does when a run fails: an inngest/function.failed event, which onFailure handlers listen to. */
  private async reportFailure(run: JobRun, error: Record<string, unknown>): Promise<void> {
    if (run.event.name === "inngest/function.failed") return;
    await acceptEvents({
      name: "inngest/function.failed",
      id: eventIds.runFailed(run.id),
      data: { function_id: run.functionId, run_id: run.id, error, event: run.event },
    });
  }
}
