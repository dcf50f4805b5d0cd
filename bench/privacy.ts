import { Checked, smokeOr } from "./support/checked";

/**
 * What a chain observer can link in private mode. For each M in BENCH_M (20, 100, 500): M private USDC payments from
 * M wallets to M fresh recipients, payroll-like amounts (many equal round ones), deposits paid at random moments
 * within BENCH_ARRIVAL_S, the service's real random payout delays and epochs compressed BENCH_COMPRESSION times
 * (default 10: delays of 3 to 12 s instead of 30 to 120 s, an epoch every 1 s (no shorter), the hold for equal
 * payments 6 s instead of 60; BENCH_HOLD_S sets it, 0 turns it off). Then, from the devnet's RPC alone,
 * deposits are linked to payouts by first-in-first-out timing, by fee payer and address graph, by amounts, and by all
 * combined; printed: the share linked correctly (chance is 1/M) and the mean anonymity set.
 *
 * The observer allows BENCH_SLACK_S (60) of routing time on top of the longest delay when it looks for the payouts
 * that can follow a deposit.
 *
 * BENCH_WORLD (both): `deposit` is the world above; `balance` funds the same payments from the private balance
 * instead: each wallet tops it up by a round amount that covers its payment, at random moments, and once all are
 * credited each payment is made from the balance at random moments within the arrival window (privacy/balance-world.ts);
 * each wallet an account of its own; the observer links each payout to the top-up, which looks like any deposit on
 * the chain. With both, a table puts the two side by side at each M. Each world also prints what the payments'
 * privacy receipts predict (the mean of 1 / anonymity set) beside the measured linkage.
 *
 * Every payment must complete and the observer must find each one's payout (bench/support/checked.ts), or no figure
 * is printed.
 *
 * Run: npm run bench:privacy   (BENCH_M=20 for a quick look; BENCH_SMOKE=1: M = 4, compressed 30 times)
 */
const sizes = (process.env.BENCH_M ?? smokeOr("4", "20,100,500")).split(",").map(Number);
const compression = Number(process.env.BENCH_COMPRESSION ?? smokeOr(30, 10));
const checks = new Checked("bench:privacy");
const delayMinS = Math.max(1, Math.round(30 / compression));
const delayMaxS = Math.max(delayMinS, Math.round(120 / compression));
const arrivalS = Number(process.env.BENCH_ARRIVAL_S ?? delayMaxS);
const holdS = Number(process.env.BENCH_HOLD_S ?? Math.round(60 / compression));
const worlds = (process.env.BENCH_WORLD ?? "both") === "both" ? ["deposit", "balance"] : [process.env.BENCH_WORLD];
if (!worlds.every((w) => w === "deposit" || w === "balance")) throw new Error("BENCH_WORLD: deposit, balance or both");

const { startPrivateWorld } = await import("./support/private-world");
const world = await startPrivateWorld({
  name: "privacy",
  delayMinS,
  delayMaxS,
  holdS,
  // Durable sleeps round up to a second: compressed epochs cannot be shorter.
  epochMs: Math.max(1_000, 5_000 / compression),
});
const context = {
  db: world.db,
  principal: world.principal,
  connection: world.connection,
  faucet: world.faucet,
  checks,
  delayMinS,
  delayMaxS,
  holdS,
  arrivalS,
};
const { random } = await import("./privacy/random");
const { depositWorld } = await import("./privacy/deposit-world");
const { balanceWorld } = await import("./privacy/balance-world");
const { measure } = await import("./privacy/measure");
const { printSideBySide } = await import("./privacy/side-by-side");

const seed = Number(process.env.BENCH_SEED ?? 7);
const next = random(seed);
// The balance world draws the same amounts and moments as the deposit world does for the seed, its top-ups apart.
const nextPayment = random(seed);
const nextTopUp = random(seed ^ 0x5eed);
for (const m of sizes) {
  const deposit = worlds.includes("deposit")
    ? await measure(context, m, "deposit", await depositWorld(context, m, next))
    : undefined;
  const balance = worlds.includes("balance")
    ? await measure(context, m, "balance", await balanceWorld(context, m, nextPayment, nextTopUp))
    : undefined;
  if (deposit && balance) printSideBySide(m, deposit, balance);
}
await world.close();
process.exit(0);
