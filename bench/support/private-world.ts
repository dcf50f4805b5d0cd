import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair, type PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import { ownDatabase } from "./own-database";

export type PrivateWorldOptions = {
  name: string;
  delayMinS: number;
  delayMaxS: number;
  epochMs: number;
  /** The payout hold for equal amounts (PRIVATE_PAYOUT_HOLD_S); 0 when left out. */
  holdS?: number;
  /** False: the background functions start only when `startExecutor` is called (setup first, undisturbed). */
  executor?: boolean;
};

/**
 * What the private-mode benchmarks share: the devnet in a process of its own (as npm start runs it, 400 ms slots),
 * the service's database (one of its own on the DATABASE_URL server when set, else PGlite in a temporary directory), an enterprise account with
 * an admin key, and the background functions running in this process. Set up before the service modules load, so
 * they read this environment.
 */
export async function startPrivateWorld(options: PrivateWorldOptions) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${options.name}-`));
  process.env.DATA_DIR = dataDir;
  const database = await ownDatabase(`bench_${options.name.replace(/\W/g, "_")}`);
  if (database.url) process.env.DATABASE_URL = database.url;
  process.env.LOG_LEVEL = "warn";
  process.env.APP_SECRET ??= "bench-app-secret-0123456789abcdef0123456789abcdef";
  process.env.PRIVATE_DELAY_MIN_S = String(options.delayMinS);
  process.env.PRIVATE_DELAY_MAX_S = String(options.delayMaxS);
  process.env.PAYOUT_EPOCH_MS = String(options.epochMs);
  process.env.PRIVATE_PAYOUT_HOLD_S = String(options.holdS ?? 0);
  process.env.TREASURY_SECRET_KEY = bs58.encode(Keypair.generate().secretKey);

  const { npmStartDevnet, faucet: grant } = await import("../../tests/devnet/harness");
  const devnet = await npmStartDevnet(path.join(dataDir, "ledger"));
  process.env.SOLANA_RPC_URL = devnet.url;
  // A benchmark that exits on failed answers (bench/support/checked.ts) leaves no devnet behind.
  process.on("exit", () => {
    try {
      process.kill(devnet.pid, "SIGTERM");
    } catch {}
  });
  process.env.EMBEDDED_DEVNET = "1";
  const { resetEnv } = await import("../../server/env");
  resetEnv();

  const { getDb, closeDb } = await import("../../server/db/client");
  const { insertAccount } = await import("../../server/db/queries/api-keys");
  const { createApiKey } = await import("../../server/services/api-keys/create-api-key");
  const { LocalExecutor } = await import("../../server/jobs/local-executor/executor");
  const { localSigningKey } = await import("../../server/events/mode");
  const { appTransport } = await import("../../tests/support/serve-transport");
  const { Connection } = await import("@solana/web3.js");

  const db = await getDb();
  await insertAccount(db, "acc_bench", "bench", "enterprise");
  const { row: key } = await createApiKey(db, { accountId: "acc_bench", name: "bench", permission: "admin" });
  const principal = {
    accountId: "acc_bench",
    keyId: key.id,
    memberId: null,
    permission: "admin" as const,
    tier: "enterprise" as const,
    accountStatus: "active" as const,
    isOperator: false,
    actor: { type: "api_key" as const, id: key.id, name: key.name },
  };
  const executor = new LocalExecutor({
    db,
    serveUrl: "http://local.test/api/inngest",
    transport: appTransport,
    signingKey: localSigningKey(),
    pollMs: 200,
    // As npm start runs it (server/jobs/local-executor/start.ts).
    concurrency: 16,
  });
  if (options.executor !== false) await executor.start();

  /** The devnet's faucet: `amount` base units of `asset` to `owner`. */
  const faucet = (owner: PublicKey, asset: string, amount: bigint) => grant(devnet, owner, asset, amount);

  /** The devnet process's CPU seconds so far, from /proc (utime + stime, in clock ticks of 1/100 s). */
  const devnetCpu = () => {
    const fields = readFileSync(`/proc/${devnet.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };

  const close = async () => {
    await executor.stop();
    await devnet.close();
    await closeDb();
    await database.drop();
  };

  return {
    db,
    principal,
    devnet,
    connection: new Connection(devnet.url, "confirmed"),
    faucet,
    devnetCpu,
    startExecutor: () => executor.start(),
    close,
  };
}
