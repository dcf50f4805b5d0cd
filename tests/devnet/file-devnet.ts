import { afterAll, beforeAll } from "vitest";
import { resetEnv } from "@/server/env";
import { testDevnet } from "./harness";

export type FileDevnet = Awaited<ReturnType<typeof testDevnet>>;

/**
 * A devnet of the test file's own, which the service's ledger code talks to (SOLANA_RPC_URL) for the file's tests:
 * started before them, closed after. Returns a getter, valid once the file's tests run.
 */
export function devnetForThisFile(): () => FileDevnet {
  let world: FileDevnet | undefined;
  beforeAll(async () => {
    world = await testDevnet();
    process.env.SOLANA_RPC_URL = world.devnet.url;
    resetEnv();
  });
  afterAll(async () => {
    await world?.devnet.close();
    delete process.env.SOLANA_RPC_URL;
    resetEnv();
  });
  return () => {
    if (!world) throw new Error("the file's devnet is not started yet: use it inside a test");
    return world;
  };
}
