import { assets } from "../server/assets";
import { closeDb, getDb } from "../server/db/client";
import { rpcUrl } from "../server/ledger/rpc-endpoint";
import { formatAmount } from "../server/money";
import { checkAccounting } from "../server/services/accounting/check-accounting";
import { costTotal } from "../server/services/books/move-costs";
import { overCharges } from "../server/services/books/transaction-costs";

type Books = Awaited<ReturnType<typeof checkAccounting>>;

const lamports = (units: bigint) => `${formatAmount(units, assets.SOL.decimals)} SOL`;

/** What the service spent on each private transaction against what it charged, the totals, and its named costs. */
function printCosts({ costs, serviceCosts }: Books) {
  console.log("\ntransaction                  spent         of it priority  charged       over          refunds");
  const cell = (units: bigint | null) => (units === null ? "-" : units.toString()).padEnd(13);
  const total = { spent: 0n, charged: 0n, refunds: 0n };
  for (const c of costs) {
    const spent = costTotal(c.spent);
    const refunds = costTotal(c.refunds);
    total.spent += spent;
    total.charged += c.charged ?? 0n;
    total.refunds += refunds;
    if (spent === 0n && refunds === 0n && !c.charged) continue;
    console.log(
      `${c.transactionId.padEnd(28)} ${cell(spent)} ${cell(c.spent.priority).padEnd(15)} ${cell(c.charged)} ${cell(overCharges(c))} ${cell(refunds)}`,
    );
  }
  console.log(
    "\n(lamports: spent = its sweep, its share of the payouts that paid its legs and the rent of the accounts they opened for it; charged = the network lamports its fee covers and the rent its deposit paid, once kept, and the rent kept from its sweep's returns for the payers' new accounts; refunds: less the rent kept from them likewise; over = beyond charged and priority fees; - : created before its lamports were kept)",
  );
  console.log(
    `\nspent on transactions ${lamports(total.spent)}, charged ${lamports(total.charged)}, refunds ${lamports(total.refunds)}`,
  );
  for (const named of serviceCosts) {
    const held = named.held !== 0n ? `, rent held ${lamports(named.held)}` : "";
    console.log(`${named.name}: ${named.moves} move(s), ${lamports(costTotal(named.cost))}${held}`);
  }
}

/** The wallets the service holds the key of: the treasury and pool in full, deposit addresses counted. */
function printWallets({ wallets }: Books) {
  console.log("");
  const deposits = wallets.filter((w) => w.name.startsWith("deposit address"));
  for (const wallet of wallets.filter((w) => !deposits.includes(w))) {
    const held = wallet.assets.map((a) => `${formatAmount(a.held, assets[a.asset].decimals)} ${a.asset}`).join(", ");
    const unsolicited = wallet.assets
      .filter((a) => a.unsolicited > 0n)
      .map((a) => `${formatAmount(a.unsolicited, assets[a.asset].decimals)} ${a.asset}`);
    const came = unsolicited.length > 0 ? `; unsolicited in: ${unsolicited.join(", ")}` : "";
    console.log(`${wallet.name} ${wallet.owner}: ${held} (${wallet.signatures} transactions read${came})`);
  }
  console.log(`deposit addresses held: ${deposits.length}, their histories read too`);
}

/**
 * `npm run accounting`: the books from the database and the chain. For each private transaction what reached its
 * deposit address, what was refunded, kept (the deposit, and dust too small to send back), paid out and held (legs
 * the ledger refused), and what the service spent on it against what it charged; the service's named costs (top-ups,
 * rebalances, lookup tables, refunds, failed attempts); for the routing pool what it holds against what its recorded moves left it;
 * for every wallet the service holds the key of (treasury, pool, deposit addresses), every transaction the ledger
 * lists for it attributed to a record or an unsolicited inflow, and its balance against them; the deposit accounts
 * waiting for an operator. Exits 1 naming every difference (an unrecorded movement by its signature, a transaction
 * whose costs exceed its charges by its id), or with any account waiting. Run it while no routing is in flight (a
 * move seen but not yet final shows as a difference).
 */
async function main() {
  const db = await getDb();
  const books = await checkAccounting(db);
  const { transactions, pool, findings } = books;
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
  printCosts(books);
  printWallets(books);
  const waiting = findings.filter((f) => f.found === "unresolved");
  const wrong = findings.filter((f) => f.found !== "unresolved");
  if (waiting.length > 0) {
    console.log("\nDeposit accounts waiting for an operator (who paid what could not be read; nothing moved):");
    for (const f of waiting) console.log(`  ${f.transactionId}: ${f.check}`);
  }
  if (wrong.length > 0) {
    console.log("\nDoes not add up:");
    for (const f of wrong)
      console.log(`  ${f.transactionId ?? "service"}: ${f.check}: expected ${f.expected}, found ${f.found}`);
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
