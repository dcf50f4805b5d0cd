import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as entriesRoute from "@/app/v1/private-balance/entries/route";
import * as withdrawalsRoute from "@/app/v1/private-balance/withdrawals/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { fundedWallet } from "../private/private-harness";
import { toppedUp, usdc, usdcBalance } from "../private-balance/balance-harness";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

// A customer reconciling (or gaming) what a withdrawal took: to a new address (its token account's rent charged), to
// one that has a token account, the smallest amount, each asked twice under one Idempotency-Key.
describe("a withdrawal's debited and fee", () => {
  it("debited is the amount and the fee, to the unit, and is what the ledger took, replayed or not", async () => {
    const owner = await newAccountKey("write");
    const other = await newAccountKey("write");
    await toppedUp(suite.world, owner, "30");
    const withToken = (await fundedWallet(suite.world)).publicKey.toBase58();
    const fresh = Keypair.generate().publicKey.toBase58();
    for (const [address, amount] of [
      [fresh, "3"],
      [withToken, "2.000001"],
      [fresh, "0.001"],
    ] as const) {
      const before = (await usdcBalance(owner.key)).available;
      const headers = { "idempotency-key": `w-${address}-${amount}` };
      const body = { asset: "USDC", amount, address };
      const out = await call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
        key: owner.key,
        body,
        headers,
      });
      expect(out.status, JSON.stringify(out.body)).toBe(201);
      const again = await call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
        key: owner.key,
        body,
        headers,
      });
      expect(again.body).toEqual(out.body);
      const { withdrawalId, debited, fee } = out.body;
      expect(usdc(fee)).toBeGreaterThan(0n);
      expect(usdc(debited)).toBe(usdc(amount) + usdc(fee));
      expect((await usdcBalance(owner.key)).available).toBe(before - usdc(debited));
      const entries = await call(entriesRoute.GET, "GET", "/v1/private-balance/entries", {
        key: owner.key,
        query: { limit: 10 },
      });
      const mine = (entries.body.entries as { type: string; amount: string; transactionId: string }[]).filter(
        (e) => e.transactionId === withdrawalId,
      );
      expect(mine.reduce((sum, e) => sum + usdc(e.amount), 0n)).toBe(-usdc(debited));
      expect(mine.find((e) => e.type === "fee")?.amount).toBe(`-${fee}`);
      // Another account cannot read it, nor its receipt.
      const foreign = await call(transactionRoute.GET, "GET", "/v1/transactions/x", {
        key: other.key,
        params: { transactionId: withdrawalId },
      });
      expect(foreign.status).toBe(404);
      const done = await settledStatus(owner.key, withdrawalId, ["completed", "failed"]);
      expect(done.status, JSON.stringify(done)).toBe("completed");
    }
  });
});
