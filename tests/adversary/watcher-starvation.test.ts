import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Keypair, PublicKey } from "@solana/web3.js";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { kickLoop } from "@/server/db/queries/background-loops";
import { depositAccounts, transactions } from "@/server/db/schema";
import { loopStaleMs } from "@/server/services/transactions/private/shared/deposit-rules";
import { watchDepositsRound } from "@/server/services/transactions/private/watch-deposits";
import { askPrivateSend, balanceOf, createPrivateSend, fundedWallet, payDeposit } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

// Small on purpose: the cap is reached with a few creates, and the ended accounts outnumber a round's late pass.
// (The old watcher's fixed bound, 40,000 accounts, is out of a test's reach: seeding that many takes minutes.)
process.env.PRIVATE_MAX_OPEN_DEPOSITS = "3";
process.env.PRIVATE_LATE_WATCH_PER_ROUND = "20";

const suite = walletSuite();
const privateCreate = (key: string) => askPrivateSend(key, Keypair.generate().publicKey, "1");

/**
 * `count` cancelled private transactions still watched for late payments (a week after they ended, as the service
 * keeps them), each with its expected deposit account, expiring from the watcher before `before`: copies of a real
 * cancelled one, made in a few statements (the creates themselves would take minutes).
 */
async function endedDeposits(count: number, before: Date) {
  const db = await getDb();
  const owner = await newAccountKey("write");
  const created = await privateCreate(owner.key);
  expect(created.status).toBe(201);
  const template = created.body.transactionId as string;
  const cancelled = await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", {
    key: owner.key,
    params: { transactionId: template },
  });
  expect(cancelled.status).toBe(200);
  const [row] = await db
    .select({ quoteId: transactions.quoteId })
    .from(transactions)
    .where(eq(transactions.id, template));
  await db.execute(sql`
    insert into quotes
    select (jsonb_populate_record(null::quotes, to_jsonb(q) || jsonb_build_object('id', q.id || '_' || g))).*
    from quotes q, generate_series(1, ${count}) g where q.id = ${row!.quoteId}`);
  await db.execute(sql`
    insert into transactions
    select (jsonb_populate_record(null::transactions, to_jsonb(t) || jsonb_build_object(
      'id', t.id || '_' || g, 'quote_id', t.quote_id || '_' || g, 'ephemeral_address', null))).*
    from transactions t, generate_series(1, ${count}) g where t.id = ${template}`);
  for (let from = 1; from <= count; from += 5_000) {
    const rows = [];
    for (let g = from; g < Math.min(from + 5_000, count + 1); g++) {
      rows.push({
        address: new PublicKey(randomBytes(32)).toBase58(),
        transactionId: `${template}_${g}`,
        asset: "USDC" as const,
        expected: true,
        state: "watching" as const,
        watchUntil: before,
      });
    }
    await db.insert(depositAccounts).values(rows);
  }
}

async function watcherRound() {
  const db = await getDb();
  return watchDepositsRound(db, await kickLoop(db, "deposit-watcher", loopStaleMs));
}

/** More ended transactions than a round's late pass (20) reads, thirty times over. */
const ended = 600;

describe("the deposit watcher cannot be starved", () => {
  it("refuses a private create past the account's open deposits, exactly, even when the creates race", async () => {
    const owner = await newAccountKey("write");
    const answers = await Promise.all(Array.from({ length: 6 }, () => privateCreate(owner.key)));
    const refused = answers.filter((a) => a.status !== 201);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expectErrorShape(answer, "TOO_MANY_OPEN_DEPOSITS", 422);
      expect(answer.body.error.details).toEqual({ scope: "account", limit: 3, open: 3 });
    }
    // A cancelled one no longer counts.
    const first = answers.find((a) => a.status === 201)!.body.transactionId as string;
    const cancelled = await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", {
      key: owner.key,
      params: { transactionId: first },
    });
    expect(cancelled.status).toBe(200);
    expect((await privateCreate(owner.key)).status).toBe(201);
    expectErrorShape(await privateCreate(owner.key), "TOO_MANY_OPEN_DEPOSITS", 422);
  }, 60_000);

  it("detects and routes a new deposit among 600 ended transactions still watched, reading few of them a round", async () => {
    const { world } = suite;
    // Every ended account expires from the watcher before the new one does: the old watcher read them first.
    await endedDeposits(ended, new Date(Date.now() + 60 * 60_000));
    const alice = await fundedWallet(world);
    const recipient = Keypair.generate().publicKey;
    const created = await createPrivateSend(suite.owner.key, alice.publicKey, "1", recipient);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    // What each round read, as the round reports it (its watched accounts).
    const watchedPerRound: number[] = [];
    const deadline = Date.now() + 45_000;
    let routed = false;
    while (!routed && Date.now() < deadline) {
      const round = await watcherRound();
      if (round.state === "working" && round.watched > 0) watchedPerRound.push(round.watched);
      const status = await call(transactionRoute.GET, "GET", "/v1/transactions/x", {
        key: suite.owner.key,
        params: { transactionId: created.transactionId! },
      });
      routed = status.body.stage !== "awaiting_deposit" && status.body.stage !== "deposit_detected";
      await sleep(200);
    }
    expect(routed).toBe(true);
    // A round read the few open deposits (this file's) and at most its late share, not the 600.
    expect(watchedPerRound.length).toBeGreaterThan(0);
    const read = watchedPerRound.reduce((sum, n) => sum + n, 0);
    expect(read / watchedPerRound.length).toBeLessThanOrEqual(10 + 20);
    const deadlinePaid = Date.now() + 45_000;
    while ((await balanceOf(world, "USDC", recipient)) !== 1_000_000n && Date.now() < deadlinePaid) await sleep(250);
    expect(await balanceOf(world, "USDC", recipient)).toBe(1_000_000n);
  }, 240_000);
});
