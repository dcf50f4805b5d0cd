import { describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";

const quote = async (key: string, query: Record<string, string | number>) => {
  const result = await call(quoteRoute.GET, "GET", "/v1/quote", { key, query });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

describe("a quote's costs, each in the asset that pays it", () => {
  it("a wallet-mode token send: no fee in the token, the network fee and each new token account's rent in SOL from the wallet", async () => {
    const { key } = await newAccountKey("read");
    const q = await quote(key, { inputAsset: "USDC", outputAsset: "USDC", amount: "12.5" });
    expect(q.fee).toBe("0");
    expect(q.feeDetails.networkFee).toMatchObject({ asset: "SOL", paidBy: "sender_wallet" });
    expect(Number(q.feeDetails.networkFee.amount)).toBeGreaterThanOrEqual(0.000005);
    expect(q.feeDetails.perNewTokenAccount).toEqual({ amount: "0.00203928", asset: "SOL", paidBy: "sender_wallet" });
  });

  it("a SOL send: its fee in SOL, and no token account to create", async () => {
    const { key } = await newAccountKey("read");
    const q = await quote(key, { inputAsset: "SOL", outputAsset: "SOL", amount: "1" });
    expect(q.feeDetails.networkFee).toEqual({ amount: q.feeBreakdown.network, asset: "SOL", paidBy: "fee" });
    expect(q.feeDetails.perNewTokenAccount).toBeNull();
  });

  it("a private token send: each new token account adds its rent's worth in the token to the deposit", async () => {
    const { key } = await newAccountKey("read");
    const q = await quote(key, { inputAsset: "USDC", outputAsset: "USDC", amount: "100", mode: "private" });
    expect(q.feeDetails.networkFee).toEqual({ amount: q.feeBreakdown.network, asset: "USDC", paidBy: "fee" });
    expect(q.feeDetails.perNewTokenAccount).toMatchObject({ asset: "USDC", paidBy: "deposit" });
    // 0.00203928 SOL at the test prices (about $150 a SOL): about 0.3 USDC.
    const rent = Number(q.feeDetails.perNewTokenAccount.amount);
    expect(rent).toBeGreaterThan(0.1);
    expect(rent).toBeLessThan(1);
  });
});
