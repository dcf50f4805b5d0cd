import { LAMPORTS_PER_SOL } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import { getDb } from "@/server/db/client";
import { swapFills } from "@/server/db/schema";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { airdroppedWallet, create, settledStatus, signedSwap, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

const quote = async (key: string, amount: string) => {
  const quoted = await call(quoteRoute.GET, "GET", "/v1/quote", {
    key,
    query: { inputAsset: "SOL", outputAsset: "USDC", amount, slippageBps: 100 },
  });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  return quoted.body as { outputAmount: string };
};

const stranger = async () => (await newAccountKey("write")).key;

describe("an account's own swaps of the volume window", () => {
  it("count in full against its next quote past eight half-lives, while other accounts see them faded", async () => {
    const owner = await newAccountKey("write");
    const alice = await airdroppedWallet(suite.world, 5_010n * BigInt(LAMPORTS_PER_SOL));
    const untouched = (await quote(await stranger(), "5000")).outputAmount;
    const { body } = await signedSwap(owner.key, alice, { input: "SOL", output: "USDC", amount: "5000" });
    const created = await create(owner.key, body!);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await settledStatus(owner.key, created.body.transactionId)).status).toBe("completed");
    const ownRightAfter = (await quote(owner.key, "5000")).outputAmount;
    expect(Number(ownRightAfter)).toBeLessThan(Number(untouched));

    const db = await getDb();
    // 9 h and 20 h ago: past eight half-lives of the default hour, inside the default window of 24 h.
    for (const hours of [9, 20]) {
      const filledAt = new Date(Date.now() - hours * 3_600_000);
      await db.update(swapFills).set({ filledAt }).where(eq(swapFills.transactionId, created.body.transactionId));
      expect((await quote(owner.key, "5000")).outputAmount, `${hours} h after`).toBe(ownRightAfter);
      expect(Number((await quote(await stranger(), "5000")).outputAmount)).toBeGreaterThan(Number(ownRightAfter));
    }
  }, 180_000);
});
