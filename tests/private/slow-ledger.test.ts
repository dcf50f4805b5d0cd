import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { resetEnv } from "@/server/env";
import { movesOfTransaction } from "@/server/services/transactions/private/shared/transaction-moves";
import { faucet, fundSol } from "../devnet/harness";
import { startSlowRpcProxy } from "../support/slow-rpc-proxy";
import { create, getQuote, settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, expectBooksBalance, payDeposit } from "./private-harness";

// The ledger's real pace (400 ms slots): a blockhash lives about a minute, as on a real cluster.
const suite = walletSuite("write", 400);

describe("private payouts on a slow, rate-limiting ledger", () => {
  it("back off, finish, and pay each recipient exactly once", async () => {
    const { world } = suite;
    const alice = Keypair.generate();
    await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
    await faucet(world.devnet, alice, "USDC", 500_000_000n);
    const staff = Array.from({ length: 25 }, (_, i) => ({
      wallet: Keypair.generate().publicKey,
      amount: `${1 + (i % 4)}`,
    }));
    const total = staff.reduce((sum, s) => sum + Number(s.amount), 0);
    const quoteId = await getQuote(suite.owner.key, "USDC", String(total), "USDC", 100, "private");
    const created = await create(suite.owner.key, {
      type: "payroll",
      quoteId,
      mode: "private",
      sender: alice.publicKey.toBase58(),
      recipients: staff.map((s) => ({ address: s.wallet.toBase58(), amount: s.amount })),
    });
    expect(created.status).toBe(201);

    // From here the service reaches the ledger only through a proxy: 0.5 s each way (1 s a call, two and a half
    // slots), every 4th call a 429.
    const proxy = await startSlowRpcProxy(world.devnet.url, { latencyMs: 500, rateLimitEvery: 4 });
    process.env.SOLANA_RPC_URL = proxy.url;
    resetEnv();
    try {
      await payDeposit(world, alice, created.body.ephemeralAddress, "USDC", created.body.depositAmount);
      // 1 s a call: alone this takes about 50 s; beside the whole suite on two cores it once took over 240 s at 2 s.
      const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"], 420_000);
      expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    } finally {
      process.env.SOLANA_RPC_URL = world.devnet.url;
      resetEnv();
      await proxy.close();
    }
    expect(proxy.stats.rateLimited).toBeGreaterThan(0);
    for (const s of staff) expect(await balanceOf(world, "USDC", s.wallet)).toBe(BigInt(s.amount) * 1_000_000n);
    // Each payout batch landed once: no move has two landed signatures, and the books balance against the chain.
    const moves = await movesOfTransaction(await getDb(), created.body.transactionId);
    const payouts = moves.filter((m) => m.purpose === "payout");
    expect(payouts.every((m) => m.status === "landed")).toBe(true);
    expect(payouts.flatMap((m) => (m.details as { legs: unknown[] }).legs)).toHaveLength(25);
    await expectBooksBalance([created.body.transactionId]);
  }, 480_000);
});
