import { afterAll, beforeAll } from "vitest";
import { resetEnv } from "@/server/env";
import { type WalletWorld, walletWorld } from "../wallet/wallet-harness";
import { newAccountKey, type TestKey } from "./accounts";
import { startForkRpcProxy } from "./fork-rpc-proxy";

/**
 * A test file's world for deciding what the confirmed chain says (fork-rpc-proxy.ts): the wallet world with slots of
 * `slotMs` (moving only when a test says so by default), its executor stopped (a test runs what it follows itself),
 * the app reading the devnet through the proxy, and an account key. Read `suite.*` inside tests.
 */
export function forkSuite(slotMs = 3_600_000) {
  const suite = {} as {
    world: WalletWorld;
    proxy: Awaited<ReturnType<typeof startForkRpcProxy>>;
    owner: TestKey;
  };
  beforeAll(async () => {
    suite.world = await walletWorld(slotMs);
    await suite.world.executor.stop();
    suite.world.devnet.advanceSlots(5);
    suite.proxy = await startForkRpcProxy(suite.world.devnet.url);
    process.env.SOLANA_RPC_URL = suite.proxy.url;
    resetEnv();
    suite.owner = await newAccountKey();
  });
  afterAll(async () => {
    await suite.proxy.close();
    await suite.world.close();
  });
  return suite;
}
