import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { startDevnet } from "@/server/devnet/start-devnet";
import { faucet, fundSol } from "../devnet/harness";
import { call, expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { create, getQuote, settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, expectBooksBalance, payDeposit } from "./private-harness";

const suite = walletSuite();

async function privateSend(sender: Keypair, to: Keypair, amount: string) {
  const quoteId = await getQuote(suite.owner.key, "USDC", amount, "USDC", 100, "private");
  return create(suite.owner.key, {
    type: "send",
    quoteId,
    mode: "private",
    sender: sender.publicKey.toBase58(),
    recipients: [{ address: to.publicKey.toBase58(), amount }],
  });
}

describe("a ledger outage in the middle of private routing", () => {
  it("answers ROUTING_UNAVAILABLE while the ledger is down and finishes what was in flight once it is back", async () => {
    const { world } = suite;
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
    await faucet(world.devnet, alice, "USDC", 100_000_000n);
    const created = await privateSend(alice, bob, "12");
    expect(created.status).toBe(201);
    await payDeposit(world, alice, created.body.ephemeralAddress, "USDC", created.body.depositAmount);
    await eventually(async () => {
      const got = await call(transactionRoute.GET, "GET", "/v1/transactions/x", {
        key: suite.owner.key,
        params: { transactionId: created.body.transactionId },
      });
      return got.body.stage !== "awaiting_deposit";
    }, 20_000);

    // The ledger goes away (its state saved), and comes back on the same address three seconds later.
    const port = Number(new URL(world.devnet.url).port);
    await world.devnet.close();
    const refused = await privateSend(alice, Keypair.generate(), "1");
    expectErrorShape(refused, "ROUTING_UNAVAILABLE", 503);
    expect(refused.body.error.details.reason).toBe("ledger_unreachable");
    // The outage's length is the scenario (work in flight meets a ledger that is down), not a wait for an outcome.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The suite closes the revived ledger at the end, in place of the stopped one.
    world.devnet = await startDevnet({ port, dataDir: world.dataDir, slotMs: 50 });
    const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    expect(await balanceOf(world, "USDC", bob.publicKey)).toBe(12_000_000n);
    await expectBooksBalance([created.body.transactionId]);
  }, 90_000);
});
