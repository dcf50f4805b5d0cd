import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { configProblems } from "@/server/config-check";
import { getDb } from "@/server/db/client";
import { movesOf } from "@/server/db/queries/ledger-moves";
import { findTransactionById, listRecipients } from "@/server/db/queries/transactions";
import { depositAccounts, events, jobRuns, ledgerMoves, transactionRecipients, transactions } from "@/server/db/schema";
import { parseEnv } from "@/server/env";
import { parseAmount } from "@/server/money";
import { jobs } from "@/server/outbox/jobs";
import { checkForgottenMoves } from "@/server/services/accounting/check-accounting";
import { forgetPrivateLinks, forgottenSender } from "@/server/services/housekeeping/forget-private-links";
import { sweepExpired } from "@/server/services/housekeeping/sweep-expired";
import { linesOf, runEntry } from "../startup/processes";
import { call } from "../support/call";
import { setTransactionState } from "../support/seed";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, createPrivateSend, expectBooksBalance, fundedWallet, payDeposit } from "./private-harness";

const suite = walletSuite();
const day = 24 * 3_600_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * day);
const units = (text: string) => (parseAmount(text, 6) as { units: bigint }).units;
const decimal = (value: bigint) => `${value / 1_000_000n}.${(value % 1_000_000n).toString().padStart(6, "0")}`;

// biome-ignore lint/suspicious/noExplicitAny: raw rows of either driver
const rowsOf = (result: unknown): any[] => (result as { rows?: unknown[] }).rows ?? (result as unknown[]);

const detail = async (transactionId: string) =>
  (await call(transactionRoute.GET, "GET", "/v1/transactions/x", { key: suite.owner.key, params: { transactionId } }))
    .body;

/** Every table of the database with a row whose text contains one of `needles`, as "table: needle". */
async function tablesNaming(needles: string[]): Promise<string[]> {
  const db = await getDb();
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((r) => String(r.table_name));
  const found: string[] = [];
  for (const table of tables) {
    for (const needle of needles) {
      const [row] = rowsOf(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${needle}%`}`,
        ),
      );
      if (Number(row.n) > 0) found.push(`${table}: ${needle}`);
    }
  }
  return found;
}

/** What housekeeping may change of these transactions, to compare before and after. */
async function snapshot(transactionIds: string[], moveIds: string[]) {
  const db = await getDb();
  return JSON.stringify(
    {
      transactions: await db.select().from(transactions).where(inArray(transactions.id, transactionIds)),
      recipients: await db
        .select()
        .from(transactionRecipients)
        .where(inArray(transactionRecipients.transactionId, transactionIds)),
      // Not their balance: the deposit watcher still reads accounts inside their window now and then.
      accounts: await db
        .select({
          address: depositAccounts.address,
          state: depositAccounts.state,
          refunds: depositAccounts.refunds,
          watchUntil: depositAccounts.watchUntil,
        })
        .from(depositAccounts)
        .where(inArray(depositAccounts.transactionId, transactionIds))
        .orderBy(depositAccounts.address),
      moves: await db.select().from(ledgerMoves).where(inArray(ledgerMoves.id, moveIds)),
    },
    (_, value) => (typeof value === "bigint" ? value.toString() : value),
  );
}

describe("private mode: the link is forgotten after PRIVATE_LINK_RETENTION_DAYS", () => {
  it("forgets the deposit side of finished transactions past the window and the refund window, once, and the books still balance", async () => {
    const { world } = suite;
    const db = await getDb();

    // Completed, with an overpayment: the sweep sends the excess back to alice, so it names her.
    const alice = await fundedWallet(suite.world);
    const paid = await createPrivateSend(suite.owner.key, alice.publicKey, "10");
    await payDeposit(world, alice, paid.ephemeralAddress!, "USDC", decimal(units(paid.depositAmount!) + 2_000_000n));
    const done = await settledStatus(suite.owner.key, paid.transactionId!, ["completed", "failed"]);
    expect(done.status).toBe("completed");

    // Failed (nothing by the deadline), then paid late and refunded to bob: the refund names him.
    const bob = await fundedWallet(suite.world);
    const late = await createPrivateSend(suite.owner.key, bob.publicKey, "3");
    await setTransactionState(late.transactionId!, { depositDeadline: new Date(Date.now() - 1_000) });
    expect((await settledStatus(suite.owner.key, late.transactionId!, ["failed", "completed"])).status).toBe("failed");
    await payDeposit(world, bob, late.ephemeralAddress!, "USDC", late.depositAmount!);
    await eventually(async () => (await balanceOf(world, "USDC", bob.publicKey)) === 100_000_000n, 30_000);
    const lateAccounts = await db
      .select()
      .from(depositAccounts)
      .where(eq(depositAccounts.transactionId, late.transactionId!));
    const refunded = lateAccounts.find((a) => a.refunds > 0)!;
    const refundRun = jobs.refund(refunded.address, 1).id;
    // The refund's run is over: its account is watched again and the run finished.
    await eventually(async () => {
      const accounts = await db
        .select()
        .from(depositAccounts)
        .where(eq(depositAccounts.transactionId, late.transactionId!));
      const runs = await db.select().from(jobRuns).where(eq(jobRuns.eventId, refundRun));
      return accounts.every((a) => a.state === "watching") && runs.length > 0 && runs.every((r) => r.finishedAt);
    }, 30_000);

    const ids = [paid.transactionId!, late.transactionId!];
    const ownMoves = [...(await movesOf(db, paid.transactionId!)), ...(await movesOf(db, late.transactionId!))];
    const sweep = ownMoves.find((m) => m.purpose === "sweep")!;
    const refund = ownMoves.find((m) => m.purpose === "refund")!;
    expect(sweep.details).toMatchObject({ refunded: "2000000" });
    expect(sweep.details.parts).toContainEqual({ to: alice.publicKey.toBase58(), amount: "2000000" });
    expect(refund.details).toMatchObject({ from: refunded.address });
    expect(refund.details.parts).toContainEqual({
      to: bob.publicKey.toBase58(),
      amount: units(late.depositAmount!).toString(),
    });
    const addresses = [
      ...(await db.select().from(depositAccounts).where(inArray(depositAccounts.transactionId, ids))).map(
        (a) => a.address,
      ),
      paid.ephemeralAddress!,
      late.ephemeralAddress!,
    ];
    const needles = [alice.publicKey.toBase58(), bob.publicKey.toBase58(), ...addresses];
    // The scan below can fail: today the database names all of them.
    expect(await tablesNaming(needles)).toEqual(
      expect.arrayContaining([
        `transactions: ${alice.publicKey.toBase58()}`,
        `ledger_moves: ${bob.publicKey.toBase58()}`,
        `deposit_accounts: ${refunded.address}`,
      ]),
    );
    const legsBefore = await listRecipients(db, paid.transactionId!);
    const before = await snapshot(
      ids,
      ownMoves.map((m) => m.id),
    );

    // Inside the window (30 days, 8 from now), or inside the refund window (1 day, 2 from now): untouched.
    await forgetPrivateLinks(db, daysFromNow(8), 30);
    await forgetPrivateLinks(db, daysFromNow(2), 1);
    expect(
      await snapshot(
        ids,
        ownMoves.map((m) => m.id),
      ),
    ).toBe(before);

    // A deposit account mid-refund keeps its transaction whole; the other one is forgotten.
    await db.update(depositAccounts).set({ state: "refunding" }).where(eq(depositAccounts.address, refunded.address));
    const first = await forgetPrivateLinks(db, daysFromNow(40), 30);
    expect(first.transactions).toBeGreaterThanOrEqual(1);
    expect((await findTransactionById(db, late.transactionId!))!).toMatchObject({
      linkForgottenAt: null,
      ephemeralAddress: late.ephemeralAddress,
      sender: bob.publicKey.toBase58(),
    });
    const forgotten = (await findTransactionById(db, paid.transactionId!))!;
    expect(forgotten).toMatchObject({
      ephemeralAddress: null,
      ephemeralSecret: null,
      routingPlan: null,
      sender: forgottenSender,
      status: "completed",
      depositAmount: null,
      depositDetectedAt: null,
    });
    expect(forgotten.linkForgottenAt).toBeInstanceOf(Date);
    expect(
      await db.select().from(depositAccounts).where(eq(depositAccounts.transactionId, paid.transactionId!)),
    ).toEqual([]);
    expect(await movesOf(db, paid.transactionId!)).toEqual([]);
    const [swept] = await db.select().from(ledgerMoves).where(eq(ledgerMoves.id, sweep.id));
    expect(swept).toMatchObject({
      key: `forgotten:${sweep.id}`,
      transactionId: null,
      signedWire: "",
      signature: sweep.signature,
      payer: sweep.payer,
      status: "landed",
    });
    expect(swept!.details).toEqual({
      asset: "USDC",
      received: (sweep.details as Record<string, string>).received,
      kept: (sweep.details as Record<string, string>).kept,
      refunded: "2000000",
      dust: "0",
      // What its returns kept for payers' new token accounts names nobody: it stays, for the books.
      payerAccountsRent: "0",
      to: (sweep.details as Record<string, string>).to,
    });
    // The customer's records stay: recipients, amounts and statuses; the payout signatures go.
    expect(await listRecipients(db, paid.transactionId!)).toEqual(legsBefore.map((l) => ({ ...l, signature: null })));
    const shown = await detail(paid.transactionId!);
    expect(shown).toMatchObject({
      status: "completed",
      sender: forgottenSender,
      ephemeralAddress: null,
      linkForgottenAt: forgotten.linkForgottenAt!.toISOString(),
      recipients: done.recipients.map((r: Record<string, unknown>) => ({ ...r, signature: null })),
      fee: done.fee,
      amount: done.amount,
      deposit: null,
    });
    expect(done.linkForgottenAt).toBeNull();

    // Through housekeeping itself, at today's date: the failed one, once it ended 31 days ago and its window closed.
    await db.update(depositAccounts).set({ state: "watching" }).where(eq(depositAccounts.address, refunded.address));
    await setTransactionState(late.transactionId!, {
      createdAt: new Date(Date.now() - 32 * day),
      failedAt: new Date(Date.now() - 31 * day),
    });
    await db
      .update(depositAccounts)
      .set({ watchUntil: new Date(Date.now() - 1_000) })
      .where(eq(depositAccounts.transactionId, late.transactionId!));
    expect((await sweepExpired(db)).privateLinksForgotten).toBeGreaterThanOrEqual(1);
    expect((await findTransactionById(db, late.transactionId!))!).toMatchObject({
      ephemeralAddress: null,
      ephemeralSecret: null,
      sender: forgottenSender,
      status: "failed",
    });
    const [refundAfter] = await db.select().from(ledgerMoves).where(eq(ledgerMoves.id, refund.id));
    expect(refundAfter!.details).toEqual({
      asset: "USDC",
      received: (refund.details as Record<string, string>).refunded,
      kept: "0",
      refunded: (refund.details as Record<string, string>).refunded,
      dust: "0",
      payerAccountsRent: "0",
    });
    expect(await db.select().from(jobRuns).where(eq(jobRuns.eventId, refundRun))).toEqual([]);

    // Nothing in the database names the senders or the deposit addresses any more; the events never did.
    expect(await tablesNaming(needles)).toEqual([]);
    const stored = await db.select().from(events).where(inArray(events.transactionId, ids));
    expect(stored.length).toBeGreaterThanOrEqual(4);

    // Twice changes nothing.
    while ((await forgetPrivateLinks(db, daysFromNow(40), 30)).transactions > 0);
    const after = await snapshot(
      ids,
      ownMoves.map((m) => m.id),
    );
    expect(await forgetPrivateLinks(db, daysFromNow(40), 30)).toEqual({
      transactions: 0,
      depositAccounts: 0,
      moves: 0,
      jobRecords: 0,
    });
    await sweepExpired(db);
    expect(
      await snapshot(
        ids,
        ownMoves.map((m) => m.id),
      ),
    ).toBe(after);

    // The books: each forgotten move still did on chain what it says, the legs were paid once, the pool balances.
    const books = await expectBooksBalance(ids);
    expect(books[0]).toMatchObject({ kept: null, received: null, paidOut: 10_000_000n });
    const keys = new Set(ownMoves.map((m) => `forgotten:${m.id}`));
    const moveFindings = (await checkForgottenMoves(db)).filter((f) => [...keys].some((k) => f.check.startsWith(k)));
    expect(moveFindings).toEqual([]);
  }, 120_000);

  it("keeps every link with 0 days", async () => {
    const db = await getDb();
    expect(await forgetPrivateLinks(db, daysFromNow(3650), 0)).toEqual({
      transactions: 0,
      depositAccounts: 0,
      moves: 0,
      jobRecords: 0,
    });
  });
});

describe("PRIVATE_LINK_RETENTION_DAYS", () => {
  it("is 30 days unless set, takes 0 (forever) to 3650 whole days, and refuses anything else in one line", () => {
    expect(parseEnv({}).data?.PRIVATE_LINK_RETENTION_DAYS).toBe(30);
    for (const good of ["0", "1", "30", "3650"]) {
      expect(configProblems({ PRIVATE_LINK_RETENTION_DAYS: good })).toEqual([]);
    }
    for (const bad of ["-1", "1.5", "thirty", "3651"]) {
      const problems = configProblems({ PRIVATE_LINK_RETENTION_DAYS: bad });
      expect(problems, bad).toHaveLength(1);
      expect(problems[0]).toMatch(/^PRIVATE_LINK_RETENTION_DAYS must be a whole number of days/);
      expect(problems[0]).not.toContain("\n");
    }
  });

  it("stops npm start before anything starts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "refuse-"));
    const { finished } = runEntry(
      "scripts/start.ts",
      [],
      { PORT: "3393", DEVNET_PORT: "8993", DATA_DIR: dataDir, PRIVATE_LINK_RETENTION_DAYS: "a month" },
      10_000,
    );
    const { code, output, timedOut } = await finished;
    expect(timedOut, output).toBe(false);
    expect(code).not.toBe(0);
    const lines = linesOf(output);
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: PRIVATE_LINK_RETENTION_DAYS must be/);
  }, 15_000);
});
