import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import * as refreshRoute from "@/app/v1/quotes/[quoteId]/refresh/route";
import { getDb } from "@/server/db/client";
import { quotes } from "@/server/db/schema";
import { parseAmount } from "@/server/money";
import { recordTransaction } from "@/server/services/transactions/record-transaction";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { randomAddress } from "../support/seed";

const quote = (key: string, query: Record<string, string | number>) =>
  call(quoteRoute.GET, "GET", "/v1/quote", { key, query });
const refresh = (key: string, quoteId: string) =>
  call(refreshRoute.POST, "POST", `/v1/quotes/${quoteId}/refresh`, { key, params: { quoteId } });

const decimal = /^\d+(\.\d+)?$/;

describe("GET /v1/quote", () => {
  it("prices a swap with slippage protection, fees and a 30 s expiry", async () => {
    const { key } = await newAccountKey("read");
    const result = await quote(key, { inputAsset: "SOL", outputAsset: "USDC", amount: "1.5", slippageBps: 50 });
    expect(result.status).toBe(200);
    const q = result.body;
    expect(q).toMatchObject({
      inputAsset: "SOL",
      outputAsset: "USDC",
      inputAmount: "1.5",
      mode: "wallet",
      slippageBps: 50,
    });
    for (const field of ["outputAmount", "minOutputAmount", "fee"]) expect(q[field]).toMatch(decimal);
    expect(Number(q.outputAmount)).toBeGreaterThan(200);
    expect(Number(q.outputAmount)).toBeLessThan(225);
    const units = (text: string) => {
      const parsed = parseAmount(text, 6);
      if (!parsed.ok) throw new Error(text);
      return parsed.units;
    };
    // 50 bps below the expected output, rounded down
    expect(units(q.minOutputAmount)).toBe((units(q.outputAmount) * 9950n) / 10000n);
    expect(q.priceImpact).toBeGreaterThan(0);
    expect(q.priceImpact).toBeLessThan(0.1);
    expect(q.feeBreakdown.routing).toBe("0");
    const ttl = Date.parse(q.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it("gives private quotes 60 s, a routing fee, and defaults slippage to 100 bps", async () => {
    const { key } = await newAccountKey("read");
    const result = await quote(key, { inputAsset: "USDC", outputAsset: "USDC", amount: "100", mode: "private" });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      outputAmount: "100",
      minOutputAmount: "100",
      priceImpact: 0,
      slippageBps: 100,
    });
    expect(Number(result.body.feeBreakdown.routing)).toBeGreaterThan(0);
    const ttl = Date.parse(result.body.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("answers each kind of bad input with its code", async () => {
    const { key } = await newAccountKey("read");
    const base = { inputAsset: "SOL", outputAsset: "USDC", amount: "1" };
    const cases: [Record<string, string | number>, string][] = [
      [{ ...base, inputAsset: "BTC" }, "INVALID_ASSET"],
      [{ ...base, outputAsset: "sol" }, "INVALID_ASSET"],
      [{ ...base, amount: "0.0009" }, "AMOUNT_TOO_SMALL"],
      [{ ...base, amount: "0" }, "AMOUNT_TOO_SMALL"],
      [{ ...base, inputAsset: "USDC", amount: "1.0000001" }, "INVALID_AMOUNT"],
      [{ ...base, amount: "1e3" }, "INVALID_AMOUNT"],
      [{ ...base, amount: "-5" }, "INVALID_AMOUNT"],
      [{ ...base, amount: "abc" }, "INVALID_AMOUNT"],
      [{ ...base, amount: "99999999999999999999999" }, "INVALID_AMOUNT"],
      [{ ...base, slippageBps: 0 }, "INVALID_REQUEST"],
      [{ ...base, slippageBps: 5001 }, "INVALID_REQUEST"],
      [{ ...base, mode: "stealth" }, "INVALID_REQUEST"],
      [{ inputAsset: "SOL", outputAsset: "USDC" }, "INVALID_REQUEST"],
      [{ ...base, extra: 1 }, "INVALID_REQUEST"],
      [{ ...base, amount: "1000000" }, "INSUFFICIENT_LIQUIDITY"],
    ];
    for (const [query, code] of cases) {
      const result = await quote(key, query);
      expectErrorShape(result, code, code === "INSUFFICIENT_LIQUIDITY" ? 422 : 400);
    }
  });

  it("accepts the smallest amount exactly", async () => {
    const { key } = await newAccountKey("read");
    const result = await quote(key, { inputAsset: "USDT", outputAsset: "USDT", amount: "0.001" });
    expect(result.status).toBe(200);
    expect(result.body.inputAmount).toBe("0.001");
  });
});

describe("POST /v1/quotes/{id}/refresh", () => {
  it("re-prices under the same id with a later expiry", async () => {
    const { key } = await newAccountKey("read");
    const first = await quote(key, { inputAsset: "SOL", outputAsset: "USDT", amount: "10" });
    // A clock to pass, not an outcome: the refreshed expiry must be later than the first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await refresh(key, first.body.quoteId);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.quoteId).toBe(first.body.quoteId);
    expect(refreshed.body.outputAmount).toMatch(decimal);
    expect(typeof refreshed.body.priceImpact).toBe("number");
    expect(Date.parse(refreshed.body.expiresAt)).toBeGreaterThan(Date.parse(first.body.expiresAt));
  });

  it("refuses unknown, foreign, expired and used quotes", async () => {
    const owner = await newAccountKey("write");
    const other = await newAccountKey("read");
    const missing = await refresh(owner.key, "quo_missing");
    expectErrorShape(missing, "INVALID_QUOTE", 400);
    expect(missing.body.error.details.reason).toBe("not_found");

    const foreign = await quote(owner.key, { inputAsset: "SOL", outputAsset: "USDC", amount: "1" });
    expectErrorShape(await refresh(other.key, foreign.body.quoteId), "INVALID_QUOTE", 400);

    const db = await getDb();
    await db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, foreign.body.quoteId));
    const expired = await refresh(owner.key, foreign.body.quoteId);
    expectErrorShape(expired, "INVALID_QUOTE", 400);
    expect(expired.body.error.details.reason).toBe("expired");
    // A refresh cannot revive it: the message must not tell the caller to refresh it.
    expect(expired.body.error.message).toMatch(/get a new quote$/);
    expect(expired.body.error.message).not.toMatch(/refresh/i);

    const send = await quote(owner.key, { inputAsset: "USDC", outputAsset: "USDC", amount: "5" });
    await recordTransaction(db, {
      principal: owner.principal,
      quoteId: send.body.quoteId,
      type: "send",
      mode: "wallet",
      status: "pending",
      sender: randomAddress(),
      recipients: [{ address: randomAddress(), amount: 5_000_000n }],
    });
    const used = await refresh(owner.key, send.body.quoteId);
    expectErrorShape(used, "INVALID_QUOTE", 400);
    expect(used.body.error.details.reason).toBe("used");
  });
});

describe("quotes are single use", () => {
  it("lets exactly one of many concurrent transactions use a quote", async () => {
    const owner = await newAccountKey("write");
    const db = await getDb();
    const q = await quote(owner.key, { inputAsset: "USDC", outputAsset: "USDC", amount: "1" });
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        recordTransaction(db, {
          principal: owner.principal,
          quoteId: q.body.quoteId,
          type: "send",
          mode: "wallet",
          status: "pending",
          sender: randomAddress(),
          recipients: [{ address: randomAddress(), amount: 1_000_000n }],
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    const refusals = attempts.filter((a): a is PromiseRejectedResult => a.status === "rejected");
    expect(refusals).toHaveLength(19);
    for (const r of refusals) expect(r.reason.code).toBe("INVALID_QUOTE");
  });
});
