import { Keypair } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as entriesRoute from "@/app/v1/private-balance/entries/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { transactionRecipients } from "@/server/db/schema";
import { balanceOf, expectBooksBalance } from "../private/private-harness";
import { askBalanceSend, toppedUp, usdc, usdcBalance } from "../private-balance/balance-harness";
import { call } from "../support/call";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

/*
 * Adversaries of the private balance (docs/threat-model.md, "Private balance"): a customer racing creates to spend
 * its balance twice, and a cancel racing the payout of a payment from the balance.
 */

const suite = walletSuite();

describe("a private balance under racing requests", () => {
  it("double spend: of 8 concurrent payments against a balance covering some, exactly those pass and none goes below zero", async () => {
    const key = suite.owner.key;
    await toppedUp(suite.world, suite.owner, "20");
    const before = (await usdcBalance(key)).available;
    const answers = await Promise.all(Array.from({ length: 8 }, () => askBalanceSend(key, "4")));
    const passed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    for (const r of refused) expect(r.body.error.code, JSON.stringify(r.body)).toBe("INSUFFICIENT_BALANCE");
    // Each payment of the same shape costs the same: the balance covers exactly floor(before / each) of them.
    const each = usdc(passed[0]!.body.debited);
    expect(passed.every((p) => usdc(p.body.debited) === each)).toBe(true);
    expect(BigInt(passed.length)).toBe(before / each);
    const after = (await usdcBalance(key)).available;
    expect(after).toBe(before - each * BigInt(passed.length));
    expect(after >= 0n && after < each).toBe(true);
    expect(refused[0]!.body.error.details).toMatchObject({ asset: "USDC" });
    for (const p of passed) {
      const done = await settledStatus(key, p.body.transactionId, ["completed", "failed"]);
      expect(done.status).toBe("completed");
    }
    await expectBooksBalance(passed.map((p) => p.body.transactionId as string));
  }, 120_000);

  it("a cancel racing the payout: either the payment is cancelled, reversed and never paid, or paid and not reversed", async () => {
    const key = suite.owner.key;
    await toppedUp(suite.world, suite.owner, "12");
    const db = await getDb();
    for (let round = 0; round < 3; round++) {
      const before = (await usdcBalance(key)).available;
      const bob = Keypair.generate().publicKey;
      const made = await askBalanceSend(key, "2", bob);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = made.body.transactionId as string;
      const cancel = await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", {
        key,
        params: { transactionId: id },
      });
      const done = await settledStatus(key, id, ["completed", "failed", "cancelled"]);
      const entries = await call(entriesRoute.GET, "GET", "/v1/private-balance/entries", { key });
      const reversals = (entries.body.entries as { type: string; transactionId: string }[]).filter(
        (e) => e.type === "reversal" && e.transactionId === id,
      );
      if (cancel.status === 200) {
        expect(done.status).toBe("cancelled");
        expect(reversals.length).toBeGreaterThan(0);
        expect((await usdcBalance(key)).available).toBe(before);
        // Never paid: no leg was handed to a payout, and none can be (no due time).
        const legs = await db.select().from(transactionRecipients).where(eq(transactionRecipients.transactionId, id));
        expect(legs.every((l) => l.payoutKey === null && l.dueAt === null)).toBe(true);
        expect(await balanceOf(suite.world, "USDC", bob)).toBe(0n);
      } else {
        expect(cancel.body.error.code).toBe("CANNOT_CANCEL");
        expect(done.status).toBe("completed");
        expect(reversals).toEqual([]);
        expect(await balanceOf(suite.world, "USDC", bob)).toBe(2_000_000n);
      }
    }
  }, 120_000);
});
