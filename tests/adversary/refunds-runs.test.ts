import { LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { findDepositAccount } from "@/server/db/queries/deposit-accounts";
import { findMove } from "@/server/db/queries/ledger-moves";
import { depositAccounts, jobRuns } from "@/server/db/schema";
import { jobs } from "@/server/outbox/jobs";
import { attemptRefund, finishRefund } from "@/server/services/transactions/private/refund-deposit";
import { balanceOf, createPrivateSend, expectBooksBalance, fundedWallet, payDeposit } from "../private/private-harness";
import { call } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * Refund runs against a restart (restart-stalled.ts starts a new run for a refund that looks stalled) and against
 * a run that outlived its refund: one refund number, one move, and only its own run ends it.
 */
const suite = walletSuite();

const cancel = (transactionId: string) =>
  call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", { key: suite.owner.key, params: { transactionId } });

async function usdcAccountOf(transactionId: string) {
  const db = await getDb();
  const [account] = await db
    .select()
    .from(depositAccounts)
    .where(and(eq(depositAccounts.transactionId, transactionId), eq(depositAccounts.asset, "USDC")));
  return account!;
}

describe("refund runs", () => {
  it("run one at a time per deposit account: the account's address is their concurrency key", async () => {
    const { world } = suite;
    const alice = await fundedWallet(world);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    expect((await cancel(created.transactionId!)).status).toBe(200);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    // Up to 75 s: the first refund of a file tops up its pool wallet and waits for finality (see refunds.test.ts).
    await eventually(async () => (await balanceOf(world, "USDC", alice.publicKey)) === 100_000_000n, 75_000);
    const { address } = await usdcAccountOf(created.transactionId!);
    const db = await getDb();
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.eventId, jobs.refund(address, 1).id));
    expect(run).toMatchObject({ concurrencyKey: address, concurrencyLimit: 1 });
  }, 150_000);

  it("a stale run of an earlier refund neither moves money nor turns a later refund back to watching", async () => {
    const { world } = suite;
    const alice = await fundedWallet(world);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    expect((await cancel(created.transactionId!)).status).toBe(200);
    const db = await getDb();
    // Refund 2 is under way (its run not started yet) when a run of refund 1 turns up: a restart, or a late retry.
    await db
      .update(depositAccounts)
      .set({ state: "refunding", refunds: 2 })
      .where(eq(depositAccounts.transactionId, created.transactionId!));
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    const { address } = await usdcAccountOf(created.transactionId!);
    // Wait for the payment to be final, as the refund reads it.
    await eventually(
      async () => (await world.connection.getAccountInfo(new PublicKey(address), "finalized")) !== null,
      20_000,
    );

    const stale = (await findDepositAccount(db, address))!;
    expect(await attemptRefund(db, stale, 1)).toBe("stale");
    expect(await findMove(db, `refund:${address}:1`)).toBeUndefined();
    await finishRefund(db, stale, 1);
    expect((await findDepositAccount(db, address))!.state).toBe("refunding");

    // Refund 2 itself runs to its end and only then is the account watched again.
    const current = (await findDepositAccount(db, address))!;
    await eventually(async () => {
      const state = await attemptRefund(db, current, 2);
      return typeof state === "object" && state.state === "landed";
    }, 75_000);
    await finishRefund(db, current, 2);
    expect((await findDepositAccount(db, address))!.state).toBe("watching");
    expect(await balanceOf(world, "USDC", alice.publicKey)).toBe(100_000_000n);
    expect(await balanceOf(world, "SOL", alice.publicKey)).toBe(BigInt(LAMPORTS_PER_SOL) - 5_000n);
    await expectBooksBalance([created.transactionId!]);
  }, 150_000);
});
