import { Keypair, LAMPORTS_PER_SOL, type PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findQuote } from "@/server/db/queries/quotes";
import { parseAmount } from "@/server/money";
import { faucet, fundSol } from "../devnet/harness";
import { eventually } from "../support/webhook-receiver";
import { create, getQuote, settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, expectBooksBalance, fundedWallet, payDeposit } from "./private-harness";

const suite = walletSuite();
const units = (text: string, decimals = 6) => (parseAmount(text, decimals) as { units: bigint }).units;

async function createPrivate(type: "send" | "swap", sender: PublicKey, to: PublicKey, amount: string, output = "USDC") {
  const input = type === "swap" ? "SOL" : "USDC";
  const quoteId = await getQuote(suite.owner.key, input, amount, output, 100, "private");
  const created = await create(suite.owner.key, {
    type,
    quoteId,
    mode: "private",
    sender: sender.toBase58(),
    recipients: [{ address: to.toBase58(), amount }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...created.body, quoteId } as Record<string, string>;
}

describe("private mode, from deposit to every recipient paid", () => {
  it("sends USDC through the pool: the recipient gets the amount, the sender pays the deposit", async () => {
    const { world } = suite;
    const alice = await fundedWallet(suite.world);
    const bob = Keypair.generate().publicKey;
    const created = await createPrivate("send", alice.publicKey, bob, "10");
    expect(created).toMatchObject({ status: "processing", mode: "private", depositAsset: "USDC" });
    expect(created.paymentUrl).toBe(
      `solana:${created.ephemeralAddress}?amount=${created.depositAmount}&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&label=Payment%20service&message=Deposit%20for%20${created.transactionId}`,
    );

    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(done.stage).toBe("completed");
    expect(await balanceOf(world, "USDC", bob)).toBe(10_000_000n);
    expect(await balanceOf(world, "USDC", alice.publicKey)).toBe(100_000_000n - units(created.depositAmount!));
    // The deposit account's rent goes back to alice, who paid it: she is out only her transfer's fee.
    expect(await balanceOf(world, "SOL", alice.publicKey)).toBe(BigInt(LAMPORTS_PER_SOL) - 5_000n);
    expect(done.recipients[0]).toMatchObject({ address: bob.toBase58(), status: "completed" });
    expect(done.recipients[0].signature).toBeTruthy();
    const [books] = await expectBooksBalance([created.transactionId!]);
    expect(books).toMatchObject({ kept: units(created.depositAmount!), paidOut: 10_000_000n, refunded: 0n });
    expect(books!.feeKept).toBe(units(created.depositAmount!) - 10_000_000n);
  }, 60_000);

  it("pays what was asked and refunds an overpayment to the sender", async () => {
    const { world } = suite;
    const alice = await fundedWallet(suite.world);
    const bob = Keypair.generate().publicKey;
    const created = await createPrivate("send", alice.publicKey, bob, "20");
    const overpaid = (units(created.depositAmount!) + 5_000_000n).toString();
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", `${overpaid.slice(0, -6)}.${overpaid.slice(-6)}`);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"]);
    expect(done.status).toBe("completed");
    expect(await balanceOf(world, "USDC", bob)).toBe(20_000_000n);
    expect(await balanceOf(world, "USDC", alice.publicKey)).toBe(100_000_000n - units(created.depositAmount!));
    const [books] = await expectBooksBalance([created.transactionId!]);
    expect(books!.refunded).toBe(5_000_000n);
  }, 60_000);

  it("refunds a deposit in the wrong asset, and still routes the right one", async () => {
    const { world } = suite;
    const alice = await fundedWallet(suite.world);
    await faucet(world.devnet, alice, "USDT", 50_000_000n);
    const bob = Keypair.generate().publicKey;
    const created = await createPrivate("send", alice.publicKey, bob, "5");
    await payDeposit(world, alice, created.ephemeralAddress!, "USDT", "7");
    await eventually(async () => (await balanceOf(world, "USDT", alice.publicKey)) === 50_000_000n, 30_000);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"]);
    expect(done.status).toBe("completed");
    expect(await balanceOf(world, "USDC", bob)).toBe(5_000_000n);
    expect(await balanceOf(world, "USDT", bob)).toBe(0n);
    await expectBooksBalance([created.transactionId!]);
  }, 60_000);

  it("swaps privately to another address: the recipient gets the quoted output", async () => {
    const { world } = suite;
    const alice = await fundedWallet(suite.world, 0n);
    await fundSol(world.connection, world.devnet, alice.publicKey, 5 * LAMPORTS_PER_SOL);
    const carol = Keypair.generate().publicKey;
    const created = await createPrivate("swap", alice.publicKey, carol, "1");
    expect(created.depositAsset).toBe("SOL");
    const quote = (await findQuote(await getDb(), suite.owner.principal.accountId, created.quoteId!))!;
    const before = await balanceOf(world, "SOL", alice.publicKey);
    await payDeposit(world, alice, created.ephemeralAddress!, "SOL", created.depositAmount!);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(await balanceOf(world, "USDC", carol)).toBe(quote.outputAmount);
    expect(await balanceOf(world, "SOL", alice.publicKey)).toBe(before - units(created.depositAmount!, 9) - 5_000n);
    await expectBooksBalance([created.transactionId!]);
  }, 60_000);
});
