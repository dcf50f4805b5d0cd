import type { Db } from "../../db/client";
import { env } from "../../env";
import { localSigningKey, usesLocalExecutor } from "../mode";
import { LocalExecutor } from "./executor";

const globalKey = Symbol.for("payment-service.local-executor");
type GlobalWithExecutor = typeof globalThis & { [globalKey]?: LocalExecutor };

/** Starts the in-process executor against this server's own serve route, unless Inngest is configured. */
export function startLocalExecutor(db: Db): LocalExecutor | undefined {
  if (!usesLocalExecutor()) return undefined;
  const g = globalThis as GlobalWithExecutor;
  if (!g[globalKey]) {
    g[globalKey] = new LocalExecutor({
      db,
      serveUrl: `http://127.0.0.1:${env().PORT}/api/inngest`,
      signingKey: localSigningKey(),
    });
    void g[globalKey].start();
  }
  return g[globalKey];
}
