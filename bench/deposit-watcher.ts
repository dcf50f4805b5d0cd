import { randomBytes } from "node:crypto";
import { Keypair, PublicKey } from "@solana/web3.js";
import pMap from "p-map";
import { Checked, smokeOr } from "./support/checked";

/**
 * The deposit watcher with BENCH_PENDING (10,000) private transactions awaiting their deposits: its RPC calls and
 * time per round while nothing arrives, then BENCH_DEPOSITS (40) deposits paid one by one among them, each timed
 * from the moment the ledger reports it finalized to the moment the service starts routing it (the watcher acts at
 * finalized). The devnet runs in its own process at 400 ms slots, as npm start runs it. Uses DATABASE_URL when set,
 * else PGlite in a temporary directory.
 *
 * Every paid deposit must be seen final and routed, and the watcher must have run its rounds
 * (bench/support/checked.ts), or no figure is printed.
 *
 * With BENCH_SEED=copy, only the paid deposits are created through the service; the other open ones are copies of
 * one created transaction made in a few SQL statements, each with deposit accounts of its own (3, at random
 * addresses), since a create per deposit takes too long at 100,000.
 *
 * Run: npm run bench:deposit-watcher   (BENCH_PENDING=2000 for a quicker look; BENCH_SMOKE=1: 20, 3 paid)
 *      npm run bench:deposit-watcher:100k   (100,000 open deposits, seeded by copy; PostgreSQL advised)
 */
const pending = Number(process.env.BENCH_PENDING ?? smokeOr(20, 10_000));
const depositCount = Number(process.env.BENCH_DEPOSITS ?? smokeOr(3, 40));
const seedByCopy = process.env.BENCH_SEED === "copy";
const idleSeconds = smokeOr(3, 20);
const checks = new Checked("bench:deposit-watcher");
// The bench's one account holds every open deposit: the per-account cap must not refuse them.
process.env.PRIVATE_MAX_OPEN_DEPOSITS = String(Math.min(1_000_000, Math.max(1_000, pending + 1)));

const { startPrivateWorld } = await import("./support/private-world");
// Long delays: the paid deposits are swept, and their payouts wait, so routing does not compete with the watcher.
// The transactions are created before the background functions start, so the watcher's rounds do not slow the setup.
const world = await startPrivateWorld({
  name: "deposit-watcher",
  delayMinS: 3_600,
  delayMaxS: 3_600,
  epochMs: 5_000,
  executor: false,
});
const { db, principal, connection } = world;
const { createQuote } = await import("../server/services/quotes/create-quote");
const { createTransaction } = await import("../server/services/transactions/create-transaction");
const { findDepositAccount } = await import("../server/db/queries/deposit-accounts");
const { findMove } = await import("../server/db/queries/ledger-moves");
const { rpcTally, rpcTallySince } = await import("../server/ledger/rpc-meter");
const { tallySteps } = await import("./support/step-spans");
// The watcher's rounds, counted from the span each step gets: the service keeps no benchmark counter.
const { tally: watcherTally, stop: stopTally } = tallySteps("watch-deposits", "round-");
const { sendPayment } = await import("../tests/devnet/harness");

const payer = Keypair.generate();
await world.faucet(payer.publicKey, "SOL", 100_000_000_000n);
await world.faucet(payer.publicKey, "USDC", 10_000_000_000n);

let mark = performance.now();
type Open = { transactionId: string; ephemeralAddress: string; depositAmount: string };
const createOpen = async () => {
  const quote = await createQuote(db, principal.accountId, {
    inputAsset: "USDC",
    outputAsset: "USDC",
    amount: "5",
    mode: "private",
    slippageBps: 100,
  });
  return (await createTransaction(db, principal, {
    type: "send",
    quoteId: quote.quoteId,
    mode: "private",
    sender: payer.publicKey.toBase58(),
    recipients: [{ address: Keypair.generate().publicKey.toBase58(), amount: "5" }],
  })) as unknown as Open;
};
const created = seedByCopy ? Math.min(pending, depositCount) : pending;
const open: Open[] = await pMap(Array.from({ length: created }), createOpen, { concurrency: 8 });
if (seedByCopy && pending > created) await seedCopies(open[0]!.transactionId, pending - created);

/** `count` open private transactions copied from `template`, each with its 3 deposit accounts at random addresses. */
async function seedCopies(template: string, count: number) {
  const { eq, sql } = await import("drizzle-orm");
  const { depositAccounts, transactions } = await import("../server/db/schema");
  const [row] = await db
    .select({ quoteId: transactions.quoteId, watchUntil: depositAccounts.watchUntil })
    .from(transactions)
    .innerJoin(depositAccounts, eq(depositAccounts.transactionId, transactions.id))
    .where(eq(transactions.id, template))
    .limit(1);
  if (!row) throw new Error(`no template ${template}`);
  await db.execute(sql`
    insert into quotes
    select (jsonb_populate_record(null::quotes, to_jsonb(q) || jsonb_build_object('id', q.id || '_' || g))).*
    from quotes q, generate_series(1, ${count}) g where q.id = ${row.quoteId}`);
  await db.execute(sql`
    insert into transactions
    select (jsonb_populate_record(null::transactions, to_jsonb(t) || jsonb_build_object(
      'id', t.id || '_' || g, 'quote_id', t.quote_id || '_' || g, 'ephemeral_address', null))).*
    from transactions t, generate_series(1, ${count}) g where t.id = ${template}`);
  for (let from = 1; from <= count; from += 2_000) {
    const rows = [];
    for (let g = from; g < Math.min(from + 2_000, count + 1); g++) {
      for (const asset of ["SOL", "USDC", "USDT"] as const) {
        rows.push({
          address: new PublicKey(randomBytes(32)).toBase58(),
          transactionId: `${template}_${g}`,
          asset,
          expected: asset === "USDC",
          state: "watching" as const,
          watchUntil: row.watchUntil,
        });
      }
    }
    await db.insert(depositAccounts).values(rows);
  }
  // Tables filled in one go have no statistics until autovacuum comes by: without them the planner takes the open
  // deposits' join for a few rows and nests it (minutes at 100,000). A service that grew there has them.
  await db.execute(sql`analyze transactions`);
  await db.execute(sql`analyze deposit_accounts`);
}
console.log(
  `${pending} private transactions awaiting deposit (${created} created, ${pending - created} copied) in ${((performance.now() - mark) / 1000).toFixed(1)} s`,
);
await world.startExecutor();
// What the creations left for the background functions (publishing, events) is worked off before anything is
// measured: the idle rounds are to cost only the watcher.
const { sql } = await import("drizzle-orm");
const backlog = async () => {
  const rows = (await db.execute(sql`
    select (select count(*) from outbox_jobs where published_at is null)
         + (select count(*) from job_events where fanned_out_at is null)
         + (select count(*) from job_runs where status in ('queued', 'running') and function_id not like '%watch-deposits' and next_run_at < now())
         as n`)) as unknown as { rows?: { n: string }[] } & { n: string }[];
  return Number((rows.rows ?? rows)[0]!.n);
};
mark = performance.now();
while ((await backlog()) > 0 && performance.now() - mark < 600_000) await new Promise((r) => setTimeout(r, 1_000));
console.log(`background backlog of the creations worked off in ${((performance.now() - mark) / 1000).toFixed(1)} s`);

/**
 * The accounts the watcher's rounds read so far, as each round reports it (`watched`, in the result the local
 * executor keeps of every finished step), and how many rounds read any.
 */
const accountsRead = async () => {
  const rows = (await db.execute(sql`
    select count(*) as rounds, coalesce(sum((s.value->'data'->>'watched')::int), 0) as accounts
    from job_runs r, jsonb_each(r.steps) s
    where r.function_id like '%watch-deposits' and (s.value->'data'->>'watched')::int > 0`)) as unknown as {
    rows?: { rounds: string; accounts: string }[];
  } & { rounds: string; accounts: string }[];
  const row = (rows.rows ?? rows)[0]!;
  return { rounds: Number(row.rounds), accounts: Number(row.accounts) };
};

// Idle rounds: every open deposit account read, nothing found.
const summarize = async (
  label: string,
  since: typeof watcherTally,
  rpcSince: ReturnType<typeof rpcTally>,
  cpu: NodeJS.CpuUsage,
  readSince: Awaited<ReturnType<typeof accountsRead>>,
) => {
  const rounds = watcherTally.steps - since.steps;
  const read = await accountsRead();
  const accountsPerRound = (read.accounts - readSince.accounts) / Math.max(1, read.rounds - readSince.rounds);
  const calls = Object.values(rpcTallySince(rpcSince)).reduce((sum, e) => sum + e.calls, 0);
  const reads = rpcTallySince(rpcSince).getMultipleAccounts?.calls ?? 0;
  checks.record(rounds > 0 && reads > 0, {
    what: `${label}: watcher rounds`,
    status: `${rounds} rounds, ${reads} reads`,
  });
  checks.orExit();
  console.log(
    `${label}: ${rounds} rounds; per round ${(reads / rounds).toFixed(1)} getMultipleAccounts calls (${(calls / rounds).toFixed(1)} RPC calls in all), ${accountsPerRound.toFixed(0)} accounts read, ${((watcherTally.ms - since.ms) / rounds).toFixed(0)} ms long, ${((watcherTally.cpuMs - since.cpuMs) / rounds).toFixed(0)} ms CPU during the round; the process's CPU, executor included, ${((cpu.user + cpu.system) / 1000 / rounds).toFixed(0)} ms per round`,
  );
};
await new Promise((resolve) => setTimeout(resolve, 3_000));
let tallyBefore = { ...watcherTally };
let readBefore = await accountsRead();
let rpcBefore = rpcTally();
let cpuBefore = process.cpuUsage();
// BENCH_PROFILE=<file>: a CPU profile of the idle rounds, for where the time goes.
const profiler = process.env.BENCH_PROFILE ? new (await import("node:inspector/promises")).Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.start");
}
await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1_000));
if (profiler) {
  const { profile } = await profiler.post("Profiler.stop");
  (await import("node:fs")).writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
}
await summarize(`idle, ${pending} deposits awaited`, tallyBefore, rpcBefore, process.cpuUsage(cpuBefore), readBefore);

// Deposits, one every 600 ms, each timed from finalized (polled every 100 ms) to routing started.
tallyBefore = { ...watcherTally };
readBefore = await accountsRead();
rpcBefore = rpcTally();
cpuBefore = process.cpuUsage();
const paid = open.slice(0, depositCount);
const finalizedAt = new Map<string, number>();
const routedAt = new Map<string, number>();
const signatures = new Map<string, string>();
mark = performance.now();
const paying = (async () => {
  for (const item of paid) {
    signatures.set(
      item.ephemeralAddress,
      await sendPayment(connection, payer, item.ephemeralAddress, "USDC", item.depositAmount),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
})();
const usdc = new PublicKey((await import("../server/assets")).assets.USDC.mint);
const { getAssociatedTokenAddressSync } = await import("@solana/spl-token");
// Until every deposit is both seen final and seen routed: the router can be quicker than this loop's finality look.
while ((routedAt.size < paid.length || finalizedAt.size < paid.length) && performance.now() - mark < 180_000) {
  const waiting = [...signatures].filter(([address]) => !finalizedAt.has(address));
  if (waiting.length > 0) {
    const { value } = await connection.getSignatureStatuses(waiting.map(([, signature]) => signature));
    waiting.forEach(([address], i) => {
      if (value[i]?.confirmationStatus === "finalized") finalizedAt.set(address, Date.now());
    });
  }
  for (const item of paid) {
    if (routedAt.has(item.ephemeralAddress)) continue;
    const account = getAssociatedTokenAddressSync(usdc, new PublicKey(item.ephemeralAddress), true).toBase58();
    const row = await findDepositAccount(db, account);
    if (row && row.state !== "watching") routedAt.set(item.ephemeralAddress, row.updatedAt.getTime());
    else {
      // Swept already and watched again (a sweep can take less than a look at all 40): when the sweep was signed.
      const sweep = await findMove(db, `${item.transactionId}:sweep`);
      if (sweep) routedAt.set(item.ephemeralAddress, sweep.createdAt.getTime());
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await paying;
await summarize(
  `while ${depositCount} deposits arrive`,
  tallyBefore,
  rpcBefore,
  process.cpuUsage(cpuBefore),
  readBefore,
);
const delays = paid
  .filter((item) => finalizedAt.has(item.ephemeralAddress) && routedAt.has(item.ephemeralAddress))
  .map((item) => (routedAt.get(item.ephemeralAddress)! - finalizedAt.get(item.ephemeralAddress)!) / 1000)
  .sort((a, b) => a - b);
checks.equal("deposits seen final and routed", delays.length, paid.length);
checks.orExit();
const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))]!.toFixed(2);
console.log(
  delays.length === 0
    ? `finalized -> routing started: none of ${paid.length} deposits was seen both final and routed in time`
    : `finalized -> routing started, ${delays.length} of ${paid.length} deposits: p50 ${at(0.5)} s, p90 ${at(0.9)} s, max ${at(1)} s (finality seen by polling every 100 ms, so each figure is up to 0.1 s short or long)`,
);
await stopTally();
await world.close();
process.exit(0);
