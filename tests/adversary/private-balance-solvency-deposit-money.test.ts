import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { depositLegsOwed } from "@/server/db/queries/private-balance";
import { findTransactionById } from "@/server/db/queries/transactions";
import { checkPoolAccounting } from "@/server/services/accounting/check-pool";
import { checkSolvency, poolOwes } from "@/server/services/accounting/check-solvency";
import { postMovements } from "@/server/services/balance-ledger/post-movements";
import {
  createPrivateSend,
  fundedWallet,
  payDeposit,
  resetPayoutDelaysAfterEach,
  setPayoutDelays,
} from "../private/private-harness";
import { toppedUp } from "../private-balance/balance-harness";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * Adversary of the private balance (docs/threat-model.md, "Private balance"): a credit nobody paid hides behind the
 * money the pool holds for others, a deposit-funded payment swept and waiting for its payout. The solvency check
 * counts that payment's legs as owed, so a gap smaller than the pool's slack over the balances alone is named.
 */

const suite = walletSuite();
resetPayoutDelaysAfterEach();

describe("solvency with deposit money awaiting payout in the pool", () => {
  it("a 5 USDC credit nobody paid is named while a 5 USDC deposit-funded payment waits in the pool", async () => {
    const db = await getDb();
    const key = suite.owner.key;
    await toppedUp(suite.world, suite.owner, "5");
    // Another payment, funded by a deposit, waits in the pool for its payout (a long delay).
    setPayoutDelays(600, 600);
    const payer = await fundedWallet(suite.world);
    const made = await createPrivateSend(key, payer.publicKey, "5", Keypair.generate().publicKey);
    await payDeposit(suite.world, payer, made.ephemeralAddress!, "USDC", made.depositAmount!);
    await eventually(async () => (await findTransactionById(db, made.transactionId!))?.stage === "paying_out", 60_000);

    const pool = await checkPoolAccounting(db);
    const owes = (await poolOwes(db)).USDC;
    const held = BigInt(pool.balances.USDC!);
    const waiting = (await depositLegsOwed(db)).find((l) => l.asset === "USDC")?.total ?? 0n;
    expect(waiting).toBeGreaterThanOrEqual(5_000_000n);
    expect(held).toBeGreaterThanOrEqual(owes);
    const accountId = suite.owner.principal.accountId;
    const credit = (mkey: string, amount: bigint) =>
      db.transaction((tx) =>
        postMovements(tx, [
          {
            key: mkey,
            type: "top_up",
            asset: "USDC",
            postings: [
              { book: "deposits", amount: -amount },
              { book: "available", accountId, amount },
            ],
          },
        ]),
      );
    const planted = 5_000_000n; // 5 USDC that no deposit brought
    await credit("unbacked-credit", planted);
    try {
      // Less than what the pool holds beyond the balances alone (the waiting leg's money), more than its slack.
      expect(planted).toBeLessThan(held - (owes - waiting));
      expect(planted).toBeGreaterThan(held - owes);
      const findings = await checkSolvency(db, pool.balances);
      expect(findings.filter((f) => f.check.startsWith("pool USDC"))).toEqual([
        expect.objectContaining({ expected: `at least ${owes + planted}`, found: held.toString() }),
      ]);
    } finally {
      await credit("unbacked-credit:removed", -planted);
    }
  }, 120_000);
});
