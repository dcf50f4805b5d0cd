import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { faucet, fundSol, testDevnet } from "../devnet/harness";
import { runChild } from "../support/child-process";
import type { WalletWorld } from "../wallet/wallet-harness";
import { balanceOf, payDeposit } from "./private-harness";

let world: Awaited<ReturnType<typeof testDevnet>>;
let treasury: string;

// A ledger and a treasury (so a routing pool) of its own per case: the pool's books start empty each time.
beforeEach(async () => {
  treasury = bs58.encode(Keypair.generate().secretKey);
  process.env.TREASURY_SECRET_KEY = treasury;
  resetEnv();
  world = await testDevnet(undefined, 50);
});
afterEach(async () => {
  await world.devnet.close();
  delete process.env.TREASURY_SECRET_KEY;
  resetEnv();
});

const childEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  SOLANA_RPC_URL: world.devnet.url,
  EMBEDDED_DEVNET: "1",
  TREASURY_SECRET_KEY: treasury,
  LOG_LEVEL: "silent",
});

type Created = {
  transactionId: string;
  ephemeralAddress: string;
  depositAmount: string;
  recipients: { address: string; amount: string }[];
};

/** The first life: the payroll is created, the test pays its deposit, and the process dies at `failpoint`. */
function firstLife(dataDir: string, failpoint: string, payer: Keypair) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/private/crash-child.ts", "create", "25"], {
    env: { ...process.env, ...childEnv(dataDir), FAILPOINT: failpoint },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let stdout = "";
  let created: Promise<Created> | undefined;
  const paid = new Promise<Created>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      stdout += chunk.toString();
      // The payroll is the first whole line of JSON the child prints (warnings may come before it).
      const line = stdout.split("\n").find((l, i, all) => i < all.length - 1 && l.startsWith("{"));
      if (!created && line) {
        const body = JSON.parse(line) as Created;
        created = payDeposit(world as unknown as WalletWorld, payer, body.ephemeralAddress, "USDC", body.depositAmount)
          .then(() => body)
          .catch((error) => {
            reject(error);
            return body;
          });
        created.then(resolve);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
  });
  const died = new Promise<{ signal: string | null; out: string }>((resolve) =>
    child.once("exit", (_, signal) => resolve({ signal, out })),
  );
  return { paid, died };
}

describe.each(["private.after-detect", "move.sweep.recorded", "private.batch-paid", "move.payout.sent"])(
  "a process killed at %s",
  (failpoint) => {
    it("still pays every recipient exactly once after a restart, and the books balance", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "crash-private-"));
      const alice = Keypair.generate();
      await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
      await faucet(world.devnet, alice, "USDC", 200_000_000n);

      const first = firstLife(dataDir, failpoint, alice);
      const created = await first.paid;
      const death = await first.died;
      expect(death.signal, death.out).toBe("SIGKILL");

      const second = await runChild(
        "tests/private/crash-child.ts",
        ["resume", created.transactionId],
        childEnv(dataDir),
      );
      expect(second.code, second.out).toBe(0);
      expect(JSON.parse(second.out.trim().split("\n").at(-1)!)).toEqual({ status: "completed", findings: [] });
      for (const r of created.recipients) {
        expect(await balanceOf(world as unknown as WalletWorld, "USDC", new PublicKey(r.address))).toBe(
          BigInt(r.amount) * 1_000_000n,
        );
      }
    }, 120_000);
  },
);
