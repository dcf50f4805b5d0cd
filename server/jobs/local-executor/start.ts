import type { Db } from "../../db/client";
import { env } from "../../env";
import { processSingleton } from "../../process-singleton";
import { localSigningKey, usesLocalExecutor } from "../mode";
import { LocalExecutor } from "./executor";

/** Starts the in-process executor against this server's own serve route, unless Inngest is configured. */
export function startLocalExecutor(db: Db): LocalExecutor | undefined {
  if (!usesLocalExecutor()) return undefined;
  return processSingleton("local-executor", () => {
    const executor = new LocalExecutor({
      db,
      serveUrl: `http://127.0.0.1:${env().PORT}/api/inngest`,
      signingKey: localSigningKey(),
    });
    void executor.start();
    return executor;
  });
}
