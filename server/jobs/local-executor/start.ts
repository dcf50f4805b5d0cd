import type { Db } from "../../db/client";
import { env } from "../../env";
import { localSigningKey, usesLocalExecutor } from "../../events/mode";
import { processSingleton } from "../../process-singleton";
import { LocalExecutor } from "./executor";

/**
 * Steps mostly wait on the ledger (a private move's step holds its worker while the move becomes final, seconds):
 * with 4 workers, 100 private routings queued behind each other in arrival order, slow, and in the very order a
 * timing observer looks for. Each idle worker polls once a second, so 16 cost 16 small queries a second.
 */
const serviceWorkers = 16;

/** Starts the in-process executor against this server's own serve route, unless Inngest is configured. */
export function startLocalExecutor(db: Db): LocalExecutor | undefined {
  if (!usesLocalExecutor()) return undefined;
  return processSingleton("local-executor", () => {
    const executor = new LocalExecutor({
      db,
      serveUrl: `http://127.0.0.1:${env().PORT}/api/inngest`,
      signingKey: localSigningKey(),
      concurrency: serviceWorkers,
    });
    void executor.start();
    return executor;
  });
}
