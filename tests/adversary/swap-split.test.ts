import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { type Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { afterEach, describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { findQuote } from "@/server/db/queries/quotes";
import { loadTreasury } from "@/server/ledger/treasury";
import { parseAmount } from "@/server/money";
import { setReferencePrice } from "@/server/pricing";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { airdroppedWallet, create, signedSwap as signedSwapOf, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();
const units = (text: string, decimals: number) => (parseAmount(text, decimals) as { units: bigint }).units;

afterEach(() => setReferencePrice("SOL", undefined));

const quote = (key: string, amount: string, output: "USDC" | "USDT", slippageBps = 100) =>
  call(quoteRoute.GET, "GET", "/v1/quote", {
    key,
    query: { inputAsset: "SOL", outputAsset: output, amount, slippageBps },
  });

const tokens = (asset: "USDC" | "USDT", owner: PublicKey) =>
  suite.world.connection
    .getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(assets[asset].mint), owner))
    .then(
      (r) => BigInt(r.value.amount),
      () => 0n,
    );

/** A wallet holding `sol` SOL. */
const wallet = (sol: number) => airdroppedWallet(suite.world, BigInt(sol) * BigInt(LAMPORTS_PER_SOL));

/** A quoted swap of `amount` SOL into `output`, prepared and signed by `alice`, not yet created. */
const signedSwap = (owner: TestKey, alice: Keypair, amount: string, output: "USDC" | "USDT", slippageBps = 100) =>
  signedSwapOf(owner.key, alice, { input: "SOL", output, amount, slippageBps });

async function usedAt(owner: TestKey, quoteId: string) {
  return (await findQuote(await getDb(), owner.principal.accountId, quoteId))!.usedAt;
}

describe("a swap split into pieces", () => {
  it("gives a hundred 100 SOL swaps in a row no more than one 10,000 SOL swap would", async () => {
    const owner = await newAccountKey("write");
    const alice = await wallet(10_010);
    const single = await quote(owner.key, "10000", "USDC");
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    let received = 0n;
    for (let piece = 0; piece < 100; piece++) {
      const { quoted, body } = await signedSwap(owner, alice, "100", "USDC");
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      const created = await create(owner.key, body!);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      received += units(quoted.body.outputAmount, 6);
    }
    expect(received).toBeLessThanOrEqual(units(single.body.outputAmount, 6));
    // What the chain paid is what the pieces were quoted.
    await eventually(async () => (await tokens("USDC", alice.publicKey)) === received, 60_000);
  }, 600_000);

  it("lets only one of two swaps quoted at once take the same depth", async () => {
    const [first, second] = [await newAccountKey("write"), await newAccountKey("write")];
    const [alice, bob] = [await wallet(2_010), await wallet(2_010)];
    const a = await signedSwap(first, alice, "2000", "USDC");
    const b = await signedSwap(second, bob, "2000", "USDC");
    // Both priced against the same pool: neither is filled yet.
    expect([a.quoted.status, b.quoted.status]).toEqual([200, 200]);
    const results = await Promise.all([create(first.key, a.body!), create(second.key, b.body!)]);
    expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).toEqual([201, 422]);
    const loser = results.find((r) => r.status === 422)!;
    expectErrorShape(loser, "SLIPPAGE_EXCEEDED", 422);
    expect(loser.body.error.details.reason).toBe("price_moved");
  }, 120_000);
});

/** A 10 SOL swap quoted at 150 USD, created after SOL moved to `usd`: signed, and paid exactly what was quoted. */
async function paysTheQuoteAfterMoveTo(usd: string) {
  const owner = await newAccountKey("write");
  const alice = await wallet(12);
  const { quoted, body } = await signedSwap(owner, alice, "10", "USDC");
  setReferencePrice("SOL", usd);
  const created = await create(owner.key, body!);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const paid = units(quoted.body.outputAmount, 6);
  await eventually(async () => (await tokens("USDC", alice.publicKey)) === paid, 30_000);
}

describe("a price move between the quote and the create", () => {
  it("pays the client the quote, not the market, when the market moved its way", async () => {
    await paysTheQuoteAfterMoveTo("160");
  }, 60_000);

  it("refuses to sign when the market moved against the treasury past its tolerance, whatever the client's slippage", async () => {
    const owner = await newAccountKey("write");
    const alice = await wallet(12);
    const { quoted, body } = await signedSwap(owner, alice, "10", "USDC", 5000);
    const treasury = await tokens("USDC", loadTreasury().publicKey);
    // 0.33% down: far inside the client's 50% slippage, far past the treasury's few basis points.
    setReferencePrice("SOL", "149.5");
    const refused = await create(owner.key, body!);
    expectErrorShape(refused, "SLIPPAGE_EXCEEDED", 422);
    expect(refused.body.error.details).toMatchObject({ reason: "price_moved", toleranceBps: 5, slippageBps: 5000 });
    expect(await usedAt(owner, quoted.body.quoteId)).toBeNull();
    expect(await tokens("USDC", alice.publicKey)).toBe(0n);
    expect(await tokens("USDC", loadTreasury().publicKey)).toBe(treasury);
  }, 60_000);

  it("signs when the market moved against the treasury within its tolerance", async () => {
    await paysTheQuoteAfterMoveTo("149.97");
  }, 60_000);
});

describe("a stale price", () => {
  const tenMinutesAgo = () => new Date(Date.now() - 600_000);

  it("is refused at the quote", async () => {
    const owner = await newAccountKey("write");
    setReferencePrice("SOL", "150", tenMinutesAgo());
    const refused = await quote(owner.key, "1", "USDC");
    expectErrorShape(refused, "PRICE_UNAVAILABLE", 503);
    expect(refused.body.error.details).toMatchObject({ reason: "stale", asset: "SOL" });
  });

  it("is refused at the create, before the treasury signs anything", async () => {
    const owner = await newAccountKey("write");
    const alice = await wallet(2);
    const { quoted, body } = await signedSwap(owner, alice, "1", "USDC");
    setReferencePrice("SOL", "150", tenMinutesAgo());
    const refused = await create(owner.key, body!);
    expectErrorShape(refused, "PRICE_UNAVAILABLE", 503);
    expect(await usedAt(owner, quoted.body.quoteId)).toBeNull();
    expect(await tokens("USDC", alice.publicKey)).toBe(0n);
  }, 60_000);
});

describe("an account's swap volume", () => {
  it("is capped per window by tier, counting what it already swapped", async () => {
    const owner = await newAccountKey("write", "free");
    const alice = await wallet(110);
    // Alone, 200 SOL (30,000 USD) is over the free tier's 25,000 USD.
    expectErrorShape(await quote(owner.key, "200", "USDT"), "SWAP_VOLUME_EXCEEDED", 422);
    const { body } = await signedSwap(owner, alice, "100", "USDT");
    expect((await create(owner.key, body!)).status).toBe(201);
    // 80 SOL alone would pass; after 100 it would make 27,000 USD.
    const over = await quote(owner.key, "80", "USDT");
    expectErrorShape(over, "SWAP_VOLUME_EXCEEDED", 422);
    expect(over.body.error.details).toMatchObject({ capUsd: "25000", usedUsd: "15000", tier: "free" });
    expect((await quote(owner.key, "60", "USDT")).status).toBe(200);
  }, 60_000);
});

// Last: it takes the SOL/USDT pool to its depth.
describe("a swap refused whole", () => {
  it("stops pieces of a 25,000 SOL swap at the pool's depth, as the whole swap is", async () => {
    const owner = await newAccountKey("write");
    const alice = await wallet(25_010);
    const whole = await quote(owner.key, "25000", "USDT");
    expectErrorShape(whole, "INSUFFICIENT_LIQUIDITY", 422);
    const room = units(whole.body.error.details.maxInputAmount, 9);
    let filled = 0n;
    let refused: Awaited<ReturnType<typeof quote>> | undefined;
    for (let piece = 0; piece < 10 && !refused; piece++) {
      const { quoted, body } = await signedSwap(owner, alice, "2500", "USDT");
      if (quoted.status !== 200) {
        refused = quoted;
        break;
      }
      const created = await create(owner.key, body!);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      filled += units("2500", 9);
    }
    expect(refused, "every piece of 25,000 SOL went through").toBeDefined();
    expectErrorShape(refused!, "INSUFFICIENT_LIQUIDITY", 422);
    expect(filled).toBeLessThanOrEqual(room);
    expect(units(refused!.body.error.details.maxInputAmount, 9)).toBeLessThan(units("2500", 9));
  }, 300_000);
});
