import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Keypair, type PublicKey } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import pMap from "p-map";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { kickLoop } from "@/server/db/queries/background-loops";
import { findMove } from "@/server/db/queries/ledger-moves";
import { dueLegs } from "@/server/db/queries/payout-legs";
import { depositAccounts, transactionRecipients, transactions } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { parseAmount } from "@/server/money";
import { planRoute } from "@/server/services/transactions/private/plan-route";
import { loopStaleMs } from "@/server/services/transactions/private/shared/deposit-rules";
import { watchDepositsRound } from "@/server/services/transactions/private/watch-deposits";
import { sendPayment, waitForStatus } from "../devnet/harness";
import { balanceOf, createPrivateSend, fundedWallet } from "../private/private-harness";
import { call, expectErrorShape } from "../support/call";
import { startRefusingRpcProxy } from "../support/refusing-rpc-proxy";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * A cancel racing the deposit watcher, with the deposit already final: either the cancel wins (the transaction is
 * cancelled, its recipient gets nothing and the sender gets exactly its deposit back) or the deposit wins (the
 * cancel answers 409 CANNOT_CANCEL and the recipient is paid exactly). Never both: status and chain agree.
 */
const suite = walletSuite();
let proxy: Awaited<ReturnType<typeof startRefusingRpcProxy>>;

beforeAll(async () => {
  // The service reads the ledger through a proxy that can refuse a cancel's look at a deposit account.
  proxy = await startRefusingRpcProxy(suite.world.devnet.url);
  process.env.SOLANA_RPC_URL = proxy.url;
  resetEnv();
});

afterAll(async () => {
  process.env.SOLANA_RPC_URL = suite.world.devnet.url;
  resetEnv();
  await proxy.close();
});

const startingUsdc = 100_000_000n;
const paid = 1_000_000n;
const cancel = (transactionId: string) =>
  call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", { key: suite.owner.key, params: { transactionId } });

async function statusOf(transactionId: string) {
  const got = await call(transactionRoute.GET, "GET", "/v1/transactions/x", {
    key: suite.owner.key,
    params: { transactionId },
  });
  return got.body as { status: string; stage: string };
}

/** One round of the deposit watcher, as its background function runs it (the loop kicked so the round counts). */
async function watcherRound() {
  const db = await getDb();
  return watchDepositsRound(db, await kickLoop(db, "deposit-watcher", loopStaleMs));
}

type Item = {
  transactionId: string;
  sender: Keypair;
  recipient: PublicKey;
  deposit: bigint;
  depositAccount: string;
  watchUntil: Date;
};

/**
 * `count` private sends of 1 USDC, each from a sender of its own, whose deposits are paid and final before the
 * watcher may look at them: their accounts are held out of its window meanwhile, and handed back by `release`.
 */
async function finalDeposits(count: number): Promise<Item[]> {
  const db = await getDb();
  return pMap(
    Array.from({ length: count }),
    async () => {
      const sender = await fundedWallet(suite.world, startingUsdc);
      const recipient = Keypair.generate().publicKey;
      const created = await createPrivateSend(suite.owner.key, sender.publicKey, "1", recipient);
      const transactionId = created.transactionId!;
      const accounts = await db.select().from(depositAccounts).where(eq(depositAccounts.transactionId, transactionId));
      const expected = accounts.find((a) => a.expected)!;
      await db
        .update(depositAccounts)
        .set({ watchUntil: new Date(0) })
        .where(eq(depositAccounts.transactionId, transactionId));
      const parsed = parseAmount(created.depositAmount!, 6);
      if (!parsed.ok) throw new Error(created.depositAmount);
      const signature = await sendPayment(
        suite.world.connection,
        sender,
        created.ephemeralAddress!,
        "USDC",
        created.depositAmount!,
      );
      await waitForStatus(suite.world.connection, signature, "finalized");
      return {
        transactionId,
        sender,
        recipient,
        deposit: parsed.units,
        depositAccount: expected.address,
        watchUntil: expected.watchUntil,
      };
    },
    { concurrency: 4 },
  );
}

async function release(items: Item[]) {
  const db = await getDb();
  for (const item of items) {
    await db
      .update(depositAccounts)
      .set({ watchUntil: item.watchUntil })
      .where(eq(depositAccounts.transactionId, item.transactionId));
  }
}

/**
 * Watcher rounds, a few a second, until `done` (the background loop may be between generations) or the time is
 * up: the checks that follow then say what disagrees.
 */
async function watchUntil(done: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) {
    await watcherRound();
    await sleep(300);
  }
}

/** Status and chain agree for one raced transaction, whichever side won; returns which did. */
async function expectAgreement(item: Item, cancelled: Awaited<ReturnType<typeof cancel>>) {
  const { world } = suite;
  if (cancelled.status === 200) {
    expect((await statusOf(item.transactionId)).status).toBe("cancelled");
    // The deposit comes back, all of it, to the sender; nothing was swept, nothing paid.
    expect(await balanceOf(world, "USDC", item.sender.publicKey)).toBe(startingUsdc);
    expect(await balanceOf(world, "USDC", item.recipient)).toBe(0n);
    expect(await findMove(await getDb(), `${item.transactionId}:sweep`)).toBeUndefined();
    return "cancel";
  }
  expectErrorShape(cancelled, "CANNOT_CANCEL", 409);
  expect((await statusOf(item.transactionId)).status).toBe("completed");
  expect(await balanceOf(world, "USDC", item.recipient)).toBe(paid);
  expect(await balanceOf(world, "USDC", item.sender.publicKey)).toBe(startingUsdc - item.deposit);
  return "deposit";
}

async function settled(item: Item, cancelStatus: number): Promise<boolean> {
  const { status } = await statusOf(item.transactionId);
  if (cancelStatus === 200) {
    return status === "cancelled" && (await balanceOf(suite.world, "USDC", item.sender.publicKey)) === startingUsdc;
  }
  return status === "completed" || status === "failed";
}

describe("a cancel racing the deposit watcher", () => {
  it("never both cancels and pays: 24 races with the deposit final, status and chain agree every time", async () => {
    const outcomes = { cancel: 0, deposit: 0 };
    for (let batch = 0; batch < 2; batch++) {
      const items = await finalDeposits(12);
      // Most cancels cannot read the ledger (so their own look does not stop them): those race the watcher for
      // real. The first of them cancels before the round starts (the cancel wins for sure); the last two read the
      // deposit (the deposit wins for sure); the rest land anywhere in the round.
      const unreadable = items.slice(0, 10);
      for (const item of unreadable) proxy.refused.add(item.depositAccount);
      await release(items);
      const first = await cancel(items[0]!.transactionId);
      const [, ...answers] = await Promise.all([
        (async () => {
          await sleep(randomInt(10));
          return watcherRound();
        })(),
        ...items.slice(1).map(async (item) => {
          await sleep(randomInt(250));
          return cancel(item.transactionId);
        }),
      ]);
      const cancels = [first, ...(answers as Awaited<ReturnType<typeof cancel>>[])];
      await watchUntil(async () => {
        for (const [i, item] of items.entries()) if (!(await settled(item, cancels[i]!.status))) return false;
        return true;
      });
      for (const [i, item] of items.entries()) outcomes[await expectAgreement(item, cancels[i]!)]++;
      for (const item of unreadable) proxy.refused.delete(item.depositAccount);
    }
    console.log(`cancel races: 24, the cancel won ${outcomes.cancel}, the deposit won ${outcomes.deposit}`);
    expect(outcomes.cancel).toBeGreaterThanOrEqual(2);
    expect(outcomes.deposit).toBeGreaterThanOrEqual(4);
  }, 300_000);

  it("a cancel that cannot read the ledger wins, and the final deposit already there is refunded in full", async () => {
    const [item] = await finalDeposits(1);
    proxy.refused.add(item!.depositAccount);
    const refusedBefore = proxy.stats.refused;
    await release([item!]);
    const cancelled = await cancel(item!.transactionId);
    expect(proxy.stats.refused).toBeGreaterThan(refusedBefore);
    expect(cancelled.status).toBe(200);
    await watchUntil(() => settled(item!, 200));
    expect(await expectAgreement(item!, cancelled)).toBe("cancel");
    proxy.refused.delete(item!.depositAccount);
  }, 120_000);

  it("routing and paying refuse a transaction that is not processing, whatever asked for them", async () => {
    const [item] = await finalDeposits(1);
    const db = await getDb();
    const cancelled = await cancel(item!.transactionId);
    expectErrorShape(cancelled, "CANNOT_CANCEL", 409);
    // As if a routing had been handed over for a cancelled transaction, with a leg due: nothing of it moves.
    await db
      .update(transactions)
      .set({ status: "cancelled", stage: "cancelled" })
      .where(eq(transactions.id, item!.transactionId));
    await db
      .update(depositAccounts)
      .set({ state: "routing", watchUntil: item!.watchUntil })
      .where(eq(depositAccounts.address, item!.depositAccount));
    await db
      .update(transactionRecipients)
      .set({ dueAt: new Date(0) })
      .where(eq(transactionRecipients.transactionId, item!.transactionId));
    expect(await planRoute(db, item!.transactionId)).toBeUndefined();
    const [account] = await db.select().from(depositAccounts).where(eq(depositAccounts.address, item!.depositAccount));
    // Handed back to the watcher, which refunds what sits there.
    expect(account!.state).toBe("watching");
    const due = await dueLegs(db, new Date(), 20_000);
    expect(due.filter((leg) => leg.transactionId === item!.transactionId)).toEqual([]);
    await watchUntil(
      async () => (await balanceOf(suite.world, "USDC", item!.sender.publicKey)) === startingUsdc,
      60_000,
    );
    expect(await balanceOf(suite.world, "USDC", item!.recipient)).toBe(0n);
  }, 120_000);
});
