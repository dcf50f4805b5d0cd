import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { faucet, fundSol } from "../devnet/harness";
import { create, getQuote, settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, payDeposit } from "./private-harness";

const suite = walletSuite();

async function quotePrivate(asset: string, amount: string, output = asset) {
  return getQuote(suite.owner.key, asset, amount, output, 100, "private");
}

describe("private mode, from deposit to every recipient paid", () => {
  it("sends USDC through the pool: the recipient gets the amount, the sender pays the deposit, no direct link", async () => {
    const { world } = suite;
    const alice = Keypair.generate();
    const bob = Keypair.generate().publicKey;
    await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
    await faucet(world.devnet, alice, "USDC", 100_000_000n);
    const quoteId = await quotePrivate("USDC", "10");
    const created = await create(suite.owner.key, {
      type: "send",
      quoteId,
      mode: "private",
      sender: alice.publicKey.toBase58(),
      recipients: [{ address: bob.toBase58(), amount: "10" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: "processing", mode: "private", depositAsset: "USDC" });
    expect(created.body.paymentUrl).toContain(`solana:${created.body.ephemeralAddress}?amount=`);

    await payDeposit(world, alice, created.body.ephemeralAddress, "USDC", created.body.depositAmount);
    const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(done.stage).toBe("completed");
    expect(await balanceOf(world, "USDC", bob)).toBe(10_000_000n);
    const deposit = BigInt(Math.round(Number(created.body.depositAmount) * 1e6));
    expect(await balanceOf(world, "USDC", alice.publicKey)).toBe(100_000_000n - deposit);
    // The deposit account's rent goes back to alice, who paid it: she is out only her transfer's fee.
    expect(await balanceOf(world, "SOL", alice.publicKey)).toBe(BigInt(LAMPORTS_PER_SOL) - 5_000n);
    expect(done.recipients[0]).toMatchObject({ address: bob.toBase58(), status: "completed" });
    expect(done.recipients[0].signature).toBeTruthy();
  }, 60_000);
});
