import { log } from "./log";
import { processSingleton } from "./process-singleton";

/**
 * What a process finishes before it exits, in two phases: `work` (the background executor: the steps running end
 * and their leases are released, so no other instance repeats them) before the server stops taking requests, and
 * `connections` (the database) after the last request was answered.
 */
export type ShutdownPhase = "work" | "connections";
type Hook = { phase: ShutdownPhase; name: string; run: () => Promise<void> };

// Kept per process, not per module: boot registers from Next.js's bundles, the server script runs them.
const hooks = () => processSingleton("shutdown-hooks", () => [] as Hook[]);

export function onShutdown(phase: ShutdownPhase, name: string, run: () => Promise<void>): void {
  hooks().push({ phase, name, run });
}

async function runPhase(phase: ShutdownPhase): Promise<void> {
  for (const hook of hooks().filter((h) => h.phase === phase)) {
    try {
      await hook.run();
    } catch (error) {
      log.warn("shutdown step failed", { step: hook.name, error: error instanceof Error ? error.message : error });
    }
  }
}

/**
 * SIGTERM, as a rolling restart sends it: the executor stops first (the readiness probe then fails, and the load
 * balancer drains this instance), the server stops accepting and answers the requests in flight, then the database
 * closes. Whatever is still running at `deadlineMs` is cut off: its leases expire and another instance resumes it
 * from its last saved step, as after a crash.
 */
export async function shutDownGracefully(stopAccepting: () => Promise<void>, deadlineMs = 25_000): Promise<void> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, deadlineMs).unref());
  const orderly = (async () => {
    await runPhase("work");
    await stopAccepting();
    await runPhase("connections");
  })();
  await Promise.race([orderly, deadline]);
}
