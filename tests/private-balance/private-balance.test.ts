import { Keypair } from "@solana/web3.js";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as entriesRoute from "@/app/v1/private-balance/entries/route";
import * as balanceRoute from "@/app/v1/private-balance/route";
import * as topUpsRoute from "@/app/v1/private-balance/top-ups/route";
import * as withdrawalsRoute from "@/app/v1/private-balance/withdrawals/route";
import { getDb } from "@/server/db/client";
import { events } from "@/server/db/schema";
import { parseAmount } from "@/server/money";
import { checkPoolAccounting } from "@/server/services/accounting/check-pool";
import { checkSolvency, poolOwes } from "@/server/services/accounting/check-solvency";
import { balanceOf, expectBooksBalance, fundedWallet, payDeposit } from "../private/private-harness";
import { call, expectErrorShape } from "../support/call";
import { create, getQuote, settledStatus, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();
const units = (text: string) => (parseAmount(text, 6) as { units: bigint }).units;

async function usdcBalance(key: string) {
  const got = await call(balanceRoute.GET, "GET", "/v1/private-balance", { key });
  expect(got.status).toBe(200);
  return got.body.balances.find((b: { asset: string }) => b.asset === "USDC") as { available: string; pending: string };
}

async function topUp(amount: string) {
  const made = await call(topUpsRoute.POST, "POST", "/v1/private-balance/top-ups", {
    key: suite.owner.key,
    body: { asset: "USDC", amount },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const payer = await fundedWallet(suite.world);
  await payDeposit(suite.world, payer, made.body.ephemeralAddress, "USDC", made.body.depositAmount);
  const done = await settledStatus(suite.owner.key, made.body.topUpId, ["completed", "failed"]);
  expect(done.status, JSON.stringify(done)).toBe("completed");
  return { ...made.body, payer } as Record<string, string> & { payer: Keypair };
}

describe("the private balance, from a top-up to a payroll and a withdrawal", () => {
  it("credits exactly the top-up's amount, pays a payroll and a withdrawal from it, and keeps the books", async () => {
    const key = suite.owner.key;
    expect(await usdcBalance(key)).toEqual({ asset: "USDC", available: "0", pending: "0" });
    const up = await topUp("50");
    expect(up).toMatchObject({ status: "processing", depositAsset: "USDC" });
    expect(units(up.depositAmount!)).toBeGreaterThan(50_000_000n);
    expect(await usdcBalance(key)).toMatchObject({ available: "50", pending: "0" });
    // Its event, once, with what the balance became.
    const credited = await (await getDb())
      .select()
      .from(events)
      .where(and(eq(events.type, "private_balance.credited"), eq(events.transactionId, up.topUpId!)));
    expect(credited.map((e) => e.data)).toEqual([
      expect.objectContaining({ topUpId: up.topUpId, asset: "USDC", amount: "50", available: "50" }),
    ]);

    const [bob, carol] = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const quoteId = await getQuote(key, "USDC", "12", "USDC", 100, "private");
    const paid = await create(key, {
      type: "payroll",
      quoteId,
      mode: "private",
      source: "private_balance",
      sender: Keypair.generate().publicKey.toBase58(),
      recipients: [
        { address: bob.toBase58(), amount: "7" },
        { address: carol.toBase58(), amount: "5" },
      ],
    } as Parameters<typeof create>[1]);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ status: "processing", source: "private_balance" });
    expect(paid.body.ephemeralAddress).toBeUndefined();
    const debited = units(paid.body.debited);
    expect(units((await usdcBalance(key)).available)).toBe(50_000_000n - debited);

    const done = await settledStatus(key, paid.body.transactionId, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(done.deposit).toBeNull();
    expect(done.source).toBe("private_balance");
    expect(await balanceOf(suite.world, "USDC", bob)).toBe(7_000_000n);
    expect(await balanceOf(suite.world, "USDC", carol)).toBe(5_000_000n);

    const dave = Keypair.generate().publicKey;
    const tooMuch = await call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
      key,
      body: { asset: "USDC", amount: "40", address: dave.toBase58() },
    });
    expectErrorShape(tooMuch, "INSUFFICIENT_BALANCE", 422);
    expect(tooMuch.body.error.details).toMatchObject({ available: (await usdcBalance(key)).available });
    const out = await call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
      key,
      body: { asset: "USDC", amount: "20", address: dave.toBase58() },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    const withdrawn = await settledStatus(key, out.body.withdrawalId, ["completed", "failed"]);
    expect(withdrawn.status, JSON.stringify(withdrawn)).toBe("completed");
    expect(await balanceOf(suite.world, "USDC", dave)).toBe(20_000_000n);

    const entries = await call(entriesRoute.GET, "GET", "/v1/private-balance/entries", { key, query: { limit: 3 } });
    expect(entries.status).toBe(200);
    expect(entries.body.entries.map((e: { type: string }) => e.type)).toEqual(["fee", "withdrawal", "fee"]);
    const next = await call(entriesRoute.GET, "GET", "/v1/private-balance/entries", {
      key,
      query: { limit: 3, startingAfter: entries.body.nextCursor },
    });
    expect(next.body.entries.map((e: { type: string }) => e.type)).toEqual(["payment", "top_up"]);
    expect(next.body.nextCursor).toBeNull();
    expect(next.body.entries[1]).toMatchObject({ amount: "50", balanceAfter: "50", transactionId: up.topUpId });
    const all = [...entries.body.entries, ...next.body.entries] as { amount: string; balanceAfter: string }[];
    const sum = all.reduce(
      (total, e) => total + (e.amount.startsWith("-") ? -units(e.amount.slice(1)) : units(e.amount)),
      0n,
    );
    expect(units((await usdcBalance(key)).available)).toBe(sum);
    expect(units(all[0]!.balanceAfter)).toBe(sum);

    // No payout names the funding wallet or its deposit address.
    for (const id of [paid.body.transactionId, out.body.withdrawalId]) {
      const got = await settledStatus(key, id, ["completed"]);
      for (const leg of got.recipients as { signature: string }[]) {
        const tx = await suite.world.connection.getTransaction(leg.signature, { maxSupportedTransactionVersion: 0 });
        const keys = tx!.transaction.message.staticAccountKeys.map((k) => k.toBase58());
        expect(keys).not.toContain(up.payer.publicKey.toBase58());
        expect(keys).not.toContain(up.ephemeralAddress);
      }
    }
    await expectBooksBalance([up.topUpId!, paid.body.transactionId, out.body.withdrawalId]);
    // The pool holds at least what the balances and the payments in flight are owed.
    const db = await getDb();
    const pool = await checkPoolAccounting(db);
    expect((await checkSolvency(db, pool.balances)).filter((f) => f.check.startsWith("pool USDC"))).toEqual([]);
    expect(BigInt(pool.balances.USDC!)).toBeGreaterThanOrEqual((await poolOwes(db)).USDC);
  }, 120_000);
});
