import { Keypair, PACKET_DATA_SIZE, type VersionedTransaction } from "@solana/web3.js";
import type { AssetSymbol } from "../server/assets";
import { destinationAccount, packTransfers, type Transfer, wireSize } from "../server/ledger/build-transfer";
import {
  accountLocks,
  compileLeg,
  lookupTableAccount,
  maxAccountLocks,
  packTransfersWithTables,
} from "../server/ledger/lookup-table-packing";
import { Checked, smokeOr } from "./support/checked";

/**
 * How many payroll recipients fit one wallet-mode transaction, for SOL and USDC: fresh recipients (no lookup
 * table; for USDC, with and without creating their token accounts), repeat recipients (their accounts in the
 * account's lookup tables, 256 addresses each, as the service keeps them), and a payroll of which every other
 * recipient is a repeat one. Each leg is measured against both limits, 1,232 bytes and 64 account locks; the binding
 * one is the closer. No network: transactions are packed and compiled as prepare does. Every transaction is checked within both limits and every recipient paid once
 * (bench/support/checked.ts), or no figure is printed. Run: npm run bench:payroll-packing   (BENCH_SMOKE=1: 300)
 */
const count = smokeOr(300, 640);
const checks = new Checked("bench:payroll-packing");
const sender = Keypair.generate().publicKey;
const recipients: Transfer[] = Array.from({ length: count }, () => ({
  to: Keypair.generate().publicKey,
  amount: 1_000_000n,
}));
const blockhash = "11111111111111111111111111111111";

/** The account's tables holding the recipients `kept` says (all by default), 256 addresses each. */
function tablesOf(asset: AssetSymbol, kept: (index: number) => boolean = () => true) {
  const addresses = recipients.filter((_, i) => kept(i)).map((t) => destinationAccount(asset, t.to).toBase58());
  const tables = [];
  for (let i = 0; i < addresses.length; i += 256) {
    tables.push(lookupTableAccount(Keypair.generate().publicKey.toBase58(), addresses.slice(i, i + 256)));
  }
  return tables;
}

function report(
  label: string,
  asset: AssetSymbol,
  batches: Transfer[][],
  compile: (b: Transfer[]) => VersionedTransaction,
) {
  // Checked: every transaction within both limits, every recipient in exactly one of them.
  for (const [i, tx] of batches.map(compile).entries()) {
    const within = wireSize(tx) <= PACKET_DATA_SIZE && accountLocks(tx) <= maxAccountLocks;
    checks.record(within, {
      what: `${asset} ${label}: transaction ${i}`,
      status: `${wireSize(tx)} bytes, ${accountLocks(tx)} locks`,
    });
  }
  const paid = new Set(batches.flat().map((t) => t.to.toBase58()));
  checks.equal(`${asset} ${label}: recipients in the transactions`, batches.flat().length, count);
  checks.equal(`${asset} ${label}: distinct recipients paid`, paid.size, count);
  checks.orExit();
  const full = batches.slice(0, -1);
  const legs = full.map(compile);
  const bytes = Math.max(...legs.map(wireSize));
  const locks = Math.max(...legs.map(accountLocks));
  const perTx = Math.min(...full.map((b) => b.length));
  const bytePct = (100 * bytes) / PACKET_DATA_SIZE;
  const lockPct = (100 * locks) / maxAccountLocks;
  const binding = bytePct >= lockPct ? `bytes ${bytePct.toFixed(1)}%` : `locks ${lockPct.toFixed(1)}%`;
  console.log(
    `| ${asset} | ${label} | ${perTx} | ${batches.length} | ${bytes} / ${PACKET_DATA_SIZE} | ${locks} / ${maxAccountLocks} | ${binding} |`,
  );
}

console.log(`\n${count} recipients, one signature (the sender), v0 messages\n`);
console.log(
  "| asset | recipients | recipients per transaction | transactions | bytes (fullest) | account locks (fullest) | binding limit, used |",
);
console.log("|---|---|---|---|---|---|---|");
const cases: [AssetSymbol, string, boolean][] = [
  ["SOL", "fresh", false],
  ["USDC", "fresh, token accounts created", true],
  ["USDC", "fresh, token accounts exist", false],
];
for (const [asset, label, create] of cases) {
  const missing = new Set(create ? recipients.map((t) => destinationAccount(asset, t.to).toBase58()) : []);
  const batches = packTransfers(asset, recipients, missing);
  report(label, asset, batches, (b) => compileLeg(sender, asset, b, missing, blockhash, []));
}
// Repeat recipients are in the tables once the account paid them twice (extend-lookup-tables.ts): a payroll whose
// recipients were paid before once packs as fresh; one that mixes the two, as below (every other recipient).
const kept: [string, (index: number) => boolean][] = [
  ["repeat (lookup tables", () => true],
  ["half repeat, alternating (lookup tables", (i) => i % 2 === 0],
];
for (const [label, inTables] of kept) {
  for (const asset of ["SOL", "USDC"] as AssetSymbol[]) {
    const tables = tablesOf(asset, inTables);
    const started = performance.now();
    const batches = await packTransfersWithTables(sender, asset, recipients, new Set(), tables);
    const ms = performance.now() - started;
    report(`${label}; packed in ${ms.toFixed(0)} ms)`, asset, batches, (b) =>
      compileLeg(sender, asset, b, new Set(), blockhash, tables),
    );
  }
}
