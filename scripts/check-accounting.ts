import { assets } from "../server/assets";
import { closeDb, getDb } from "../server/db/client";
import { rpcUrl } from "../server/ledger/connection";
import { formatAmount } from "../server/money";
import { checkAccounting } from "../server/services/audits/check-accounting";

/**
 * `npm run accounting`: the private-mode books from the database and the chain. For each private transaction what
 * reached its deposit address, what was refunded, kept (the deposit, and dust too small to send back), paid out
 * and held (legs the ledger refused); for the routing pool what it holds against what its recorded moves left it;
 * the deposit accounts waiting for an operator. Exits 1 with the differences, or with any account waiting, when
 * anything does not add up. Run it while no
 * routing is in flight (a move seen but not yet final shows as a difference).
 */
async function main() {
  const db = await getDb();
  const { transactions, pool, findings } = await checkAccounting(db);
  console.log(
    "transaction                  status     received      refunded      kept          dust kept     paid out      held          fee kept",
  );
  for (const t of transactions) {
    const cell = (units: bigint | null) => (units === null ? "-" : units.toString()).padEnd(13);
    console.log(
      `${t.transactionId.padEnd(28)} ${t.status.padEnd(10)} ${cell(t.received)} ${cell(t.refunded)} ${cell(t.kept)} ${cell(t.dust)} ${cell(t.paidOut)} ${cell(t.held)} ${cell(t.feeKept)}`,
    );
  }
  console.log(
    "\n(base units of each transaction's deposit asset; paid out and held in its output asset; held: legs the ledger refused at payout, kept in the pool for the operator)\n",
  );
  for (const [asset, units] of Object.entries(pool)) {
    console.log(`pool holds ${formatAmount(BigInt(units), assets[asset as keyof typeof assets].decimals)} ${asset}`);
  }
  const waiting = findings.filter((f) => f.found === "unresolved");
  const wrong = findings.filter((f) => f.found !== "unresolved");
  if (waiting.length > 0) {
    console.log("\nDeposit accounts waiting for an operator (who paid what could not be read; nothing moved):");
    for (const f of waiting) console.log(`  ${f.transactionId}: ${f.check}`);
  }
  if (wrong.length > 0) {
    console.log("\nDoes not add up:");
    for (const f of wrong)
      console.log(`  ${f.transactionId ?? "pool"}: ${f.check}: expected ${f.expected}, found ${f.found}`);
  }
  if (findings.length > 0) process.exitCode = 1;
  else console.log("\nThe books balance.");
  await closeDb();
}

main().catch((error) => {
  const unreachable = error instanceof Error && /fetch failed|ECONNREFUSED/.test(`${error.message} ${error.cause}`);
  console.error(
    unreachable
      ? `The ledger at ${rpcUrl()} cannot be reached: the books are checked against it (on the embedded default, start it with npm run devnet)`
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
