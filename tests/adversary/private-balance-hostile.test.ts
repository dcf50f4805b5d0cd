import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as accountRoute from "@/app/v1/accounts/[accountId]/route";
import * as entriesRoute from "@/app/v1/private-balance/entries/route";
import * as topUpsRoute from "@/app/v1/private-balance/top-ups/route";
import * as withdrawalsRoute from "@/app/v1/private-balance/withdrawals/route";
import { getDb } from "@/server/db/client";
import { poolWallets } from "@/server/ledger/pool-wallets";
import { checkPoolAccounting } from "@/server/services/accounting/check-pool";
import { checkSolvency, poolOwes } from "@/server/services/accounting/check-solvency";
import { postMovements } from "@/server/services/balance-ledger/post-movements";
import { fundSol } from "../devnet/harness";
import {
  balanceOf,
  fundedWallet,
  payDeposit,
  resetPayoutDelaysAfterEach,
  setPayoutDelays,
} from "../private/private-harness";
import { askBalanceSend, toppedUp, usdc, usdcBalance } from "../private-balance/balance-harness";
import { customerAccount, operatorKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { closeUsdcAccount, openUsdcAccount, usdcAccount } from "../support/token-accounts";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

/*
 * Adversaries of the private balance (docs/threat-model.md, "Private balance"): top-up dust, a suspended account, a
 * withdrawal to a hostile account, and a gap between what the pool holds and what it owes.
 */

const suite = walletSuite();
resetPayoutDelaysAfterEach();

const withdraw = (key: string, amount: string, address: string) =>
  call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
    key,
    body: { asset: "USDC", amount, address },
  });

describe("hostile uses of a private balance", () => {
  it("top-up dust: a top-up below the minimum is refused, and an overpaid one credits exactly its amount", async () => {
    const key = suite.owner.key;
    const dust = await call(topUpsRoute.POST, "POST", "/v1/private-balance/top-ups", {
      key,
      body: { asset: "USDC", amount: "0.0001" },
    });
    expectErrorShape(dust, "AMOUNT_TOO_SMALL", 400);
    const before = (await usdcBalance(key)).available;
    const made = await call(topUpsRoute.POST, "POST", "/v1/private-balance/top-ups", {
      key,
      body: { asset: "USDC", amount: "3" },
    });
    expect(made.status).toBe(201);
    const payer = await fundedWallet(suite.world);
    const overpaid = usdc(made.body.depositAmount) + 2_000_000n;
    const text = `${overpaid / 1_000_000n}.${(overpaid % 1_000_000n).toString().padStart(6, "0")}`;
    await payDeposit(suite.world, payer, made.body.ephemeralAddress, "USDC", text);
    const done = await settledStatus(key, made.body.topUpId, ["completed", "failed"]);
    expect(done.status).toBe("completed");
    expect((await usdcBalance(key)).available).toBe(before + 3_000_000n);
    // The 2 USDC over went back to the payer, who is out exactly the deposit.
    await eventually(
      async () =>
        (await balanceOf(suite.world, "USDC", payer.publicKey)) === 100_000_000n - usdc(made.body.depositAmount),
      30_000,
    );
  }, 90_000);

  it("a withdrawal to a pool wallet or to a token account is refused and takes nothing", async () => {
    const key = suite.owner.key;
    await toppedUp(suite.world, suite.owner, "5");
    const before = await usdcBalance(key);
    const pool = await withdraw(key, "1", poolWallets()[0]!.publicKey.toBase58());
    expectErrorShape(pool, "INVALID_RECIPIENT", 400);
    expect(pool.body.error.details.reason).toBe("service_wallet");
    const holder = await fundedWallet(suite.world);
    const tokenAccount = await withdraw(key, "1", usdcAccount(holder.publicKey).toBase58());
    expectErrorShape(tokenAccount, "INVALID_RECIPIENT", 400);
    expect(tokenAccount.body.error.details.reason).toBe("token_account");
    expect(await usdcBalance(key)).toEqual(before);
  }, 90_000);

  it("a withdrawal whose token account is closed before its payout fails alone, and its amount comes back", async () => {
    const key = suite.owner.key;
    await toppedUp(suite.world, suite.owner, "6");
    const closer = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, closer.publicKey, LAMPORTS_PER_SOL / 100);
    await openUsdcAccount(suite.world.connection, closer);
    setPayoutDelays(4, 4);
    const before = (await usdcBalance(key)).available;
    const made = await withdraw(key, "2", closer.publicKey.toBase58());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const debited = before - (await usdcBalance(key)).available;
    await closeUsdcAccount(suite.world.connection, closer);
    const done = await settledStatus(key, made.body.withdrawalId, ["completed", "failed"], 60_000);
    expect(done.status, JSON.stringify(done)).toBe("failed");
    expect(await balanceOf(suite.world, "USDC", closer.publicKey)).toBe(0n);
    // The amount is back on the balance; the fee (what its payout attempt cost the pool) is kept.
    expect((await usdcBalance(key)).available).toBe(before - debited + 2_000_000n);
    const entries = await call(entriesRoute.GET, "GET", "/v1/private-balance/entries", { key });
    expect(entries.body.entries[0]).toMatchObject({
      type: "reversal",
      amount: "2",
      transactionId: made.body.withdrawalId,
    });
  }, 120_000);

  it("a suspended account can neither top up nor pay nor withdraw from its balance", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "pro", "Suspended balance");
    const accountId = customer.principal.accountId;
    const suspended = await call(accountRoute.PATCH, "PATCH", `/v1/accounts/${accountId}`, {
      key: operator.key,
      params: { accountId },
      body: { status: "suspended" },
    });
    expect(suspended.status).toBe(200);
    const topUp = await call(topUpsRoute.POST, "POST", "/v1/private-balance/top-ups", {
      key: customer.key,
      body: { asset: "USDC", amount: "5" },
    });
    expectErrorShape(topUp, "ACCOUNT_SUSPENDED", 403);
    expectErrorShape(
      await withdraw(customer.key, "1", Keypair.generate().publicKey.toBase58()),
      "ACCOUNT_SUSPENDED",
      403,
    );
    await expect(askBalanceSend(customer.key, "1")).rejects.toThrow(/ACCOUNT_SUSPENDED/);
  }, 60_000);

  it("solvency: a balance the pool does not hold is named, with its gap, by the accounting check", async () => {
    const db = await getDb();
    const pool = await checkPoolAccounting(db);
    const owes = (await poolOwes(db)).USDC;
    const held = BigInt(pool.balances.USDC!);
    expect(held).toBeGreaterThanOrEqual(owes);
    // A credit nobody paid: the pool now owes 0.000005 USDC more than it holds.
    const planted = held - owes + 5n;
    const accountId = suite.owner.principal.accountId;
    const credit = (key: string, amount: bigint) =>
      db.transaction((tx) =>
        postMovements(tx, [
          {
            key,
            type: "top_up",
            asset: "USDC",
            postings: [
              { book: "deposits", amount: -amount },
              { book: "available", accountId, amount },
            ],
          },
        ]),
      );
    await credit("planted-gap", planted);
    try {
      const findings = await checkSolvency(db, pool.balances);
      expect(findings).toEqual([
        {
          check: "pool USDC holds every private balance and what is in flight (gap 0.000005 USDC)",
          expected: `at least ${held + 5n}`,
          found: held.toString(),
        },
      ]);
    } finally {
      await credit("planted-gap:removed", -planted);
    }
    expect(await checkSolvency(db, pool.balances)).toEqual([]);
  }, 60_000);
});
