import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { faucet, fundSol } from "../devnet/harness";
import { create, getQuote, settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, expectBooksBalance, payDeposit } from "./private-harness";

/** The devnet at the pace `npm start` runs it (400 ms slots): every move waits for finality for real. */
const suite = walletSuite("write", 400);

describe("private mode at the ledger's real pace", () => {
  it("routes a private send to completion when each move takes seconds to be final", async () => {
    const { world } = suite;
    const alice = Keypair.generate();
    const bob = Keypair.generate().publicKey;
    await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
    await faucet(world.devnet, alice, "USDC", 50_000_000n);
    const quoteId = await getQuote(suite.owner.key, "USDC", "12.5", "USDC", 100, "private");
    const created = await create(suite.owner.key, {
      type: "send",
      quoteId,
      mode: "private",
      sender: alice.publicKey.toBase58(),
      recipients: [{ address: bob.toBase58(), amount: "12.5" }],
    });
    expect(created.status).toBe(201);
    await payDeposit(world, alice, created.body.ephemeralAddress, "USDC", created.body.depositAmount);
    const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"], 60_000);
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    expect(await balanceOf(world, "USDC", bob)).toBe(12_500_000n);
    await expectBooksBalance([created.body.transactionId]);
  }, 90_000);
});
