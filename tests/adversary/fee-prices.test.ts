import { describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import { getDb } from "@/server/db/client";
import { findQuote } from "@/server/db/queries/quotes";
import { formatAmount } from "@/server/money";
import { convertUnits, type Prices, parsePrice, tokenAccountRentLamports } from "@/server/pricing";
import { fundedWallet } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { pythFeedForFile } from "../support/hermes-stand-in";
import { create, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

/** The market the feed gives: SOL at 300 USD, twice the configured PRICE_SOL_USD (150). */
const market: Prices = { SOL: parsePrice("300"), USDC: parsePrice("1"), USDT: parsePrice("1") };

const feed = pythFeedForFile("30000000000");

const quote = (key: string, asset: "SOL" | "USDC", mode: "wallet" | "private") =>
  call(quoteRoute.GET, "GET", "/v1/quote", {
    key,
    query: { inputAsset: asset, outputAsset: asset, amount: "100", mode, slippageBps: 100 },
  });

const usdc = (lamports: bigint) => formatAmount(convertUnits(lamports, "SOL", "USDC", market, "up"), 6);

// No swap is quoted in this file: before, only a swap's quote made the feed's price the one fees converted with.
describe("costs in lamports charged in a token, with a live price source", () => {
  it("converts a send's network fee at the feed's SOL price from the first quote, not the configured one", async () => {
    const owner = await newAccountKey("write");
    const quoted = await quote(owner.key, "USDC", "private");
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const row = await findQuote(await getDb(), owner.principal.accountId, quoted.body.quoteId);
    expect(quoted.body.feeBreakdown.network).toBe(usdc(row!.feeNetworkLamports!));
  });

  it("charges a private payment's new token account at the feed's SOL price", async () => {
    const owner = await newAccountKey("write");
    const sender = await fundedWallet(suite.world);
    const quoted = await quote(owner.key, "USDC", "private");
    const recipient = (await fundedWallet(suite.world, 0n)).publicKey.toBase58();
    const created = await create(owner.key, {
      type: "send",
      quoteId: quoted.body.quoteId,
      mode: "private",
      sender: sender.publicKey.toBase58(),
      recipients: [{ address: recipient, amount: "100" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.depositFee.recipientsNeedingAta).toBe(1);
    expect(created.body.depositFee.ataRent).toBe(usdc(tokenAccountRentLamports));
  });

  it("refuses a quote that converts lamports while the feed is stale, and still quotes one that converts none", async () => {
    const owner = await newAccountKey("write");
    feed.publishedAgoS = 3_600;
    const refused = await quote(owner.key, "USDC", "private");
    expectErrorShape(refused, "PRICE_UNAVAILABLE", 503);
    expect(refused.body.error.details).toMatchObject({ reason: "stale", asset: "SOL" });
    // A wallet-mode send's sender pays its fee in SOL: no price is read, and a token send charges no token for it.
    const solSend = await quote(owner.key, "SOL", "wallet");
    expect(solSend.status, JSON.stringify(solSend.body)).toBe(200);
    expect(solSend.body.feeBreakdown.network).toBe("0.000005");
    const usdcSend = await quote(owner.key, "USDC", "wallet");
    expect(usdcSend.status, JSON.stringify(usdcSend.body)).toBe(200);
    expect(usdcSend.body).toMatchObject({ fee: "0", feeBreakdown: { network: "0", routing: "0", ataRent: "0" } });
  });
});
