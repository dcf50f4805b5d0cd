import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundSol, testDevnet } from "../devnet/harness";
import { runChild } from "../support/child-process";

let world: Awaited<ReturnType<typeof testDevnet>>;
const treasury = bs58.encode(Keypair.generate().secretKey);

beforeAll(async () => {
  process.env.TREASURY_SECRET_KEY = treasury;
  // 250 ms slots: a blockhash lives 150 slots (37 s), longer than a restart takes on a busy machine.
  world = await testDevnet(undefined, 250);
});
afterAll(async () => {
  await world.devnet.close();
  delete process.env.TREASURY_SECRET_KEY;
});

function live(args: string[], dataDir: string, failpoint?: string) {
  return runChild("tests/wallet/crash-child.ts", args, {
    DATA_DIR: dataDir,
    SOLANA_RPC_URL: world.devnet.url,
    EMBEDDED_DEVNET: "1",
    TREASURY_SECRET_KEY: treasury,
    FAILPOINT: failpoint ?? "",
  });
}

describe.each(["wallet.after-record", "wallet.after-broadcast"])("a process killed at %s", (failpoint) => {
  it("still completes the payment after a restart: exact balances, one completed event", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "crash-wallet-"));
    const alice = Keypair.generate();
    const bob = Keypair.generate().publicKey;
    await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);

    const first = await live(["create", bs58.encode(alice.secretKey), bob.toBase58()], dataDir, failpoint);
    expect(first.signal, first.out).toBe("SIGKILL");
    const { quoteId } = JSON.parse(first.out.trim().split("\n")[0]!) as { quoteId: string };

    const second = await live(["resume", quoteId], dataDir);
    expect(second.code, second.out).toBe(0);
    expect(JSON.parse(lastJsonLine(second.out))).toEqual({ status: "completed", completedEvents: 1 });
    expect(await world.connection.getBalance(bob)).toBe(0.25 * LAMPORTS_PER_SOL);
    expect(await world.connection.getBalance(alice.publicKey)).toBe(0.75 * LAMPORTS_PER_SOL - 5_000);
  }, 90_000);
});

/** The child's answer: its last line that is a JSON object (a log line with a stack may follow it). */
function lastJsonLine(out: string): string {
  return (
    out
      .trim()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .at(-1) ?? ""
  );
}
