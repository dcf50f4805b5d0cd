import { Keypair } from "@solana/web3.js";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { lockBalance } from "@/server/db/queries/private-balance";
import { findRun } from "@/server/db/queries/schedules";
import { quotes, scheduleRuns, transactions } from "@/server/db/schema";
import { createQuote } from "@/server/services/quotes/create-quote";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { runScheduleAt } from "@/server/services/schedules/run-schedule";
import { toppedUp } from "../private-balance/balance-harness";
import { addSchedule, makeDue } from "../schedules/schedules-harness";
import { newAccountKey, type TestKey } from "../support/accounts";
import { type WalletWorld, walletWorld } from "../wallet/wallet-harness";

/**
 * One due time paid twice (docs/threat-model.md, "Scheduled payments": "An expired unused quote is replaced, once,
 * since nothing can consume it any more"). A first try consumes its quote just before it expires, inside the
 * database transaction that records the payment, and waits there (for the balance's lock, held by another payment).
 * A second try (the job sent again, or the tick's restart) reads the quote as not used, since the first try's
 * consumption is not committed, and expired: it replaces the quote and pays with the new one. Both commit.
 */
let world: WalletWorld;
let admin: TestKey;
beforeAll(async () => {
  world = await walletWorld();
  admin = await newAccountKey("admin");
  await toppedUp(world, admin, "10");
  await world.executor.stop();
});
afterAll(() => world.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const address = () => Keypair.generate().publicKey.toBase58();

/** How many database sessions wait on the private balance's lock now. */
async function waitingOnBalance(): Promise<number> {
  const db = await getDb();
  // node-postgres answers { rows }, the embedded database an array.
  const rows = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and datname = current_database() and query ilike '%private_balance_locks%'`,
  );
  return Number(
    (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n,
  );
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < deadline) await sleep(50);
}

describe("a run's quote replaced while the first try is still recording", () => {
  it("makes one payment for the due time", async () => {
    const db = await getDb();
    const schedule = await addSchedule(admin.key, {
      type: "send",
      mode: "private",
      source: "private_balance",
      asset: "USDC",
      sender: address(),
      recipients: [{ address: address(), amount: "1" }],
    });
    const dueAt = await makeDue(schedule.scheduleId);
    await claimDueSchedules(db);

    // The first try chose its quote a while ago: it expires a few seconds from now.
    const first = await createQuote(db, admin.principal.accountId, {
      inputAsset: "USDC",
      outputAsset: "USDC",
      amount: "1",
      mode: "private",
      slippageBps: 100,
    });
    const expiresAt = new Date(Date.now() + 4000);
    await db.update(quotes).set({ expiresAt }).where(eq(quotes.id, first.quoteId));
    await db
      .update(scheduleRuns)
      .set({ quoteId: first.quoteId })
      .where(and(eq(scheduleRuns.scheduleId, schedule.scheduleId), eq(scheduleRuns.dueAt, dueAt)));

    let firstTry: Promise<unknown> | undefined;
    let secondTry: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      // Another payment of the account holds the balance's lock for a moment.
      await lockBalance(tx, admin.principal.accountId, "USDC");
      firstTry = runScheduleAt(db, schedule.scheduleId, dueAt);
      await until(async () => (await waitingOnBalance()) >= 1, 4000);
      await sleep(Math.max(0, expiresAt.getTime() - Date.now()) + 200);
      secondTry = runScheduleAt(db, schedule.scheduleId, dueAt);
      await until(async () => (await waitingOnBalance()) >= 2, 10_000);
    });
    await Promise.allSettled([firstTry, secondTry]);

    const run = (await findRun(db, schedule.scheduleId, dueAt))!;
    expect(run.outcome).toBe("created");
    const runQuotes = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.accountId, admin.principal.accountId));
    const paid = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.type, "send"),
          inArray(
            transactions.quoteId,
            runQuotes.map((q) => q.id),
          ),
        ),
      );
    expect(paid.map((t) => t.id)).toEqual([run.transactionId]);
  }, 180_000);
});
