import { configuredBaseUrl } from "./base-url";
import { refuseToStartOnConfigProblems } from "./config-check";
import { closeDb, databaseKind, getDb } from "./db/client";
import { env } from "./env";
import { sendEvent } from "./events/send";
import { startLocalExecutor } from "./jobs/local-executor/start";
import { devnetWebsocketUrl, isEmbeddedDevnet, rpcUrl } from "./ledger/rpc-endpoint";
import { log } from "./log";
import { bootstrapAdminKey } from "./services/api-keys/bootstrap-admin-key";
import { bannerSignInLink } from "./services/sessions/banner-sign-in-link";
import { onShutdown } from "./shutdown";
import { isStartupRefusal, refuseToStart } from "./startup-refusal";

function banner(lines: [string, string][]): string {
  const width = Math.max(...lines.map(([label]) => label.length));
  const body = lines.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join("\n");
  return `\n  Payment service is running\n\n${body}\n`;
}

/**
 * Runs once per server process, before the first request. A process that cannot start ends here, with one line
 * saying why: left running, it would answer every request with a bare 500.
 */
export async function boot(): Promise<void> {
  refuseToStartOnConfigProblems();
  try {
    await start();
  } catch (error) {
    if (isStartupRefusal(error)) refuseToStart([error.message]);
    console.error("Cannot start:", error);
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const db = await getDb();
  const { createdKey } = await bootstrapAdminKey(db);
  const executor = startLocalExecutor(db);
  if (executor) onShutdown("work", "executor", () => executor.stop());
  onShutdown("connections", "database", closeDb);
  // Catch up at once on outbox events a crash left unpublished, instead of at the next scheduled sweep.
  await sendEvent("outbox/sweep.requested", { graceMs: 0 }).catch((error) =>
    log.warn("start-up sweep not queued", { error }),
  );
  const base = configuredBaseUrl();
  const lines: [string, string][] = [
    ["Dashboard", base],
    ["API", `${base}/v1`],
    ["API reference", `${base}/docs`],
    ["Database", (await databaseKind()) === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env().DATA_DIR}`],
    ["Ledger", isEmbeddedDevnet() ? `embedded devnet, ${rpcUrl()} (faucet: POST /v1/faucet)` : rpcUrl()],
    ...(isEmbeddedDevnet() ? [["Ledger websocket", devnetWebsocketUrl()] as [string, string]] : []),
    ["Background jobs", executor ? "in-process executor" : "Inngest (INNGEST_* settings)"],
  ];
  if (createdKey) lines.push(["Admin API key", `${createdKey}   (shown once: keep it now)`]);
  else
    lines.push([
      "Admin API key",
      "created at first start; make another with: npm run keys -- create --permission admin",
    ]);
  // Only on the embedded database: a shared PostgreSQL means a deployment, whose logs are no place for a sign-in.
  const link = (await databaseKind()) === "pglite" ? await bannerSignInLink(db) : undefined;
  if (link) lines.push(["Sign-in link", `${link.url}   (one use, valid 10 minutes)`]);
  process.stdout.write(banner(lines));
  log.info("service started", { port: env().PORT });
}
