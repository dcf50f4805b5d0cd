import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
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
 * atk: the solvency check compares what the ledger owes (available + in_flight) with everything the pool wallets
 * hold, which also holds other customers' deposit-funded payments waiting for their payout (and every fee kept).
 * A credit nobody paid, as large as that money, is not named while it waits: the pool then cannot pay both.
 */

const suite = walletSuite();
resetPayoutDelaysAfterEach();

describe("atk: solvency check fooled by deposit money awaiting payout", () => {
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
    console.log("pool holds", held, "ledger owes", owes, "slack", held - owes);
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
    await credit("atk-unbacked", planted);
    try {
      const findings = await checkSolvency(db, pool.balances);
      // The pool must pay the waiting 5 USDC leg AND hold 10 USDC of balances: it holds ~10.1. Expected a finding.
      expect(
        findings.length,
        `an unbacked 5 USDC credit went unnoticed (held ${held}, owes ${owes + planted})`,
      ).toBeGreaterThan(0);
    } finally {
      await credit("atk-unbacked:removed", -planted);
    }
  }, 120_000);
});
