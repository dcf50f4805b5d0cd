import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as refreshRoute from "@/app/v1/quotes/[quoteId]/refresh/route";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { movesOf } from "@/server/db/queries/ledger-moves";
import { findQuote } from "@/server/db/queries/quotes";
import { findSwapFill } from "@/server/db/queries/swap-pools";
import { events } from "@/server/db/schema";
import { loadTreasury } from "@/server/ledger/treasury";
import { formatAmount, parseAmount } from "@/server/money";
import { setReferencePrice } from "@/server/pricing";
import { priceSwap } from "@/server/services/swap-pools/price-swap";
import { recordTransactionUnpublished } from "@/server/services/transactions/record-transaction";
import { fundSol } from "../devnet/harness";
import { balanceOf, expectBooksBalance, payDeposit } from "../private/private-harness";
import { call, expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { create, getQuote, prepare, settledStatus, sign, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();
const units = (text: string, decimals: number) => (parseAmount(text, decimals) as { units: bigint }).units;

afterEach(() => setReferencePrice("SOL", undefined));

const refresh = (quoteId: string) =>
  call(refreshRoute.POST, "POST", `/v1/quotes/${quoteId}/refresh`, { key: suite.owner.key, params: { quoteId } });

async function quoted(quoteId: string) {
  return (await findQuote(await getDb(), suite.owner.principal.accountId, quoteId))!;
}

const usdc = (owner: PublicKey) =>
  suite.world.connection
    .getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(assets.USDC.mint), owner))
    .then(
      (r) => BigInt(r.value.amount),
      () => 0n,
    );

describe("a quote refresh against swap bytes prepared before it", () => {
  it("refuses the old bytes after a price move and refresh, paying nothing; the new bytes pay what is recorded", async () => {
    const alice = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, 12 * LAMPORTS_PER_SOL);
    const me = alice.publicKey.toBase58();
    // Quoted and prepared at 150 USD per SOL.
    const quoteId = await getQuote(suite.owner.key, "SOL", "10", "USDC", 100);
    const body = { type: "swap" as const, quoteId, sender: me, recipients: [{ address: me, amount: "10" }] };
    const before = await quoted(quoteId);
    const old = await prepare(suite.owner.key, body);
    expect(old.status).toBe(200);
    const oldSigned = sign(old.body.transaction, alice);

    // The reference price falls a third; the quote is refreshed to the lower output.
    setReferencePrice("SOL", "100");
    const refreshed = await refresh(quoteId);
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const after = await quoted(quoteId);
    expect(after.outputAmount < before.outputAmount).toBe(true);
    const treasuryUsdc = await usdc(loadTreasury().publicKey);

    // The bytes prepared at 150 would pay the old output while the record says the new one.
    const stale = await create(suite.owner.key, { ...body, signedTransaction: oldSigned });
    expectErrorShape(stale, "INVALID_QUOTE", 400);
    expect(stale.body.error.details).toMatchObject({
      reason: "refreshed",
      quoteId,
      outputAmount: formatAmount(after.outputAmount, 6),
    });
    expect((await quoted(quoteId)).usedAt).toBeNull();
    expect(await usdc(alice.publicKey)).toBe(0n);
    expect(await usdc(loadTreasury().publicKey)).toBe(treasuryUsdc);

    // Prepared again under the refreshed quote: chain, record and event all say the refreshed output.
    const fresh = await prepare(suite.owner.key, body);
    const created = await create(suite.owner.key, { ...body, signedTransaction: sign(fresh.body.transaction, alice) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const done = await settledStatus(suite.owner.key, created.body.transactionId);
    expect(done.status).toBe("completed");
    expect(await usdc(alice.publicKey)).toBe(after.outputAmount);
    expect(await usdc(loadTreasury().publicKey)).toBe(treasuryUsdc - after.outputAmount);
    expect(done.outputAmount).toBe(formatAmount(after.outputAmount, 6));
    expect(done.recipients[0].amount).toBe(formatAmount(after.outputAmount, 6));
    // Every event of the transaction says the amounts the chain moved (the input; the output is on the record).
    const sent = await (await getDb())
      .select()
      .from(events)
      .where(eq(events.transactionId, created.body.transactionId));
    expect(sent.map((e) => e.type)).toContain("transaction.completed");
    for (const event of sent)
      expect(event.data).toMatchObject({ amount: "10", inputAsset: "SOL", outputAsset: "USDC" });
  }, 60_000);

  it("accepts bytes prepared before a refresh that left the price as it was", async () => {
    const alice = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, 2 * LAMPORTS_PER_SOL);
    const me = alice.publicKey.toBase58();
    const quoteId = await getQuote(suite.owner.key, "SOL", "1", "USDC", 100);
    const body = { type: "swap" as const, quoteId, sender: me, recipients: [{ address: me, amount: "1" }] };
    const signed = sign((await prepare(suite.owner.key, body)).body.transaction, alice);
    expect((await refresh(quoteId)).status).toBe(200);
    const created = await create(suite.owner.key, { ...body, signedTransaction: signed });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await settledStatus(suite.owner.key, created.body.transactionId)).status).toBe("completed");
    expect(await usdc(alice.publicKey)).toBe((await quoted(quoteId)).outputAmount);
  }, 60_000);

  it("refuses the record when a refresh commits between the check of the bytes and the record", async () => {
    const me = Keypair.generate().publicKey.toBase58();
    const quoteId = await getQuote(suite.owner.key, "SOL", "10", "USDC", 100);
    const checked = await quoted(quoteId);
    setReferencePrice("SOL", "100");
    expect((await refresh(quoteId)).status).toBe(200);
    const recording = recordTransactionUnpublished(await getDb(), {
      principal: suite.owner.principal,
      quoteId,
      pricedBy: checked,
      type: "swap",
      mode: "wallet",
      status: "pending",
      sender: me,
      recipients: [{ address: me, amount: checked.outputAmount }],
    });
    await expect(recording).rejects.toMatchObject({ code: "INVALID_QUOTE", details: { reason: "refreshed", quoteId } });
    expect((await quoted(quoteId)).usedAt).toBeNull();
  });
});

/** A private swap of `amount` SOL to a fresh recipient, created at the configured price (150 USD per SOL). */
async function privateSwap(amount: string, slippageBps: number) {
  const alice = Keypair.generate();
  await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, 3 * LAMPORTS_PER_SOL);
  const carol = Keypair.generate().publicKey;
  const quoteId = await getQuote(suite.owner.key, "SOL", amount, "USDC", slippageBps, "private");
  const created = await create(suite.owner.key, {
    type: "swap",
    quoteId,
    mode: "private",
    sender: alice.publicKey.toBase58(),
    recipients: [{ address: carol.toBase58(), amount }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { alice, carol, quote: await quoted(quoteId), created: created.body as Record<string, string> };
}

/** What the market gives this account for the quote's input now: the reference price, the pool as fills left it. */
const outputNow = async (quote: Awaited<ReturnType<typeof quoted>>) =>
  (
    await priceSwap(
      await getDb(),
      quote.accountId,
      {
        inputAsset: quote.inputAsset,
        outputAsset: quote.outputAsset,
        inputAmount: quote.inputAmount,
        mode: "private",
        slippageBps: quote.slippageBps,
      },
      new Date(),
    )
  ).priced.outputAmount;

describe("a private swap priced again when its deposit arrives", () => {
  it("keeps the quoted output when the price moved in the client's favour", async () => {
    const { alice, carol, quote, created } = await privateSwap("1", 100);
    setReferencePrice("SOL", "200");
    expect((await outputNow(quote)) > quote.outputAmount).toBe(true);
    await payDeposit(suite.world, alice, created.ephemeralAddress!, "SOL", created.depositAmount!);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"], 60_000);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(await usdc(carol)).toBe(quote.outputAmount);
    expect(done.outputAmount).toBe(formatAmount(quote.outputAmount, 6));
    expect(done.recipients[0].amount).toBe(formatAmount(quote.outputAmount, 6));
    await expectBooksBalance([created.transactionId!]);
    // Routing filled it: the SOL/USDC pool moved by the SOL sold, for the next quote of anyone.
    const fill = await findSwapFill(await getDb(), created.transactionId!);
    expect(fill).toMatchObject({ pair: "SOL/USDC", baseIn: quote.inputAmount });
  }, 90_000);

  it("pays the current, lower output when the price moved against the client within the slippage", async () => {
    const { alice, carol, quote, created } = await privateSwap("1", 100);
    setReferencePrice("SOL", "149");
    const now = await outputNow(quote);
    expect(now < quote.outputAmount && now >= quote.minOutputAmount).toBe(true);
    await payDeposit(suite.world, alice, created.ephemeralAddress!, "SOL", created.depositAmount!);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"], 60_000);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    // The chain, the record and the leg all say the repriced output.
    expect(await usdc(carol)).toBe(now);
    expect(done.outputAmount).toBe(formatAmount(now, 6));
    expect(done.recipients[0].amount).toBe(formatAmount(now, 6));
    await expectBooksBalance([created.transactionId!]);
  }, 90_000);

  it("refunds the whole deposit when the price moved against the client beyond the slippage", async () => {
    const { alice, carol, quote, created } = await privateSwap("1", 100);
    setReferencePrice("SOL", "100");
    expect((await outputNow(quote)) < quote.minOutputAmount).toBe(true);
    const before = await balanceOf(suite.world, "SOL", alice.publicKey);
    await payDeposit(suite.world, alice, created.ephemeralAddress!, "SOL", created.depositAmount!);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"], 60_000);
    expect(done.status, JSON.stringify(done)).toBe("failed");
    expect(done.failure).toMatchObject({ code: "SLIPPAGE_EXCEEDED", details: { slippageBps: 100 } });
    // Everything comes back: alice is out only the fee of her own deposit transfer.
    await eventually(async () => (await balanceOf(suite.world, "SOL", alice.publicKey)) === before - 5_000n, 75_000);
    expect(await usdc(carol)).toBe(0n);
    expect(await balanceOf(suite.world, "SOL", new PublicKey(created.ephemeralAddress!))).toBe(0n);
    // The refund's record is settled once it is final on chain (alice's balance above is read at confirmed).
    await eventually(async () => {
      const moves = await movesOf(await getDb(), created.transactionId!);
      return moves.some((m) => m.purpose === "refund" && m.status === "landed");
    }, 75_000);
    const [books] = await expectBooksBalance([created.transactionId!]);
    expect(books).toMatchObject({ kept: 0n, paidOut: 0n, refunded: units(created.depositAmount!, 9) });
    // Refused at routing: nothing filled, the pool did not move.
    expect(await findSwapFill(await getDb(), created.transactionId!)).toBeUndefined();
  }, 240_000);
});
