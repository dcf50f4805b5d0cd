import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { Checked, smokeOr } from "./support/checked";

/**
 * How long payroll validation's own checks take for 10,000 rows of one address (every row a duplicate of every
 * other) against 10,000 distinct addresses: the rows checked one by one and the duplicates flagged, as
 * POST /v1/payrolls/validate does before it asks the ledger. Grouping the duplicates was quadratic (1.6 s of a
 * blocked event loop for this file); it is linear now, so both lines should be about equal. No network, no
 * database. Every row of the repeated file must be flagged and none of the distinct ones (bench/support/checked.ts),
 * or no figure is printed. Run: npm run bench:payroll-duplicates   (BENCH_SMOKE=1: 200 rows)
 */
process.env.TREASURY_SECRET_KEY ??= bs58.encode(Keypair.generate().secretKey);
const { checkPayrollRow, flagDuplicates } = await import("../server/services/payrolls/check-payroll-row");

const rows = smokeOr(200, 10_000);
const checks = new Checked("bench:payroll-duplicates");
const lines: string[] = [];

function measure(label: string, addresses: string[], duplicates: boolean) {
  const started = performance.now();
  const checked = addresses.map((address, i) => checkPayrollRow({ address, amount: "1" }, i + 1, "SOL", false));
  flagDuplicates(checked);
  const ms = performance.now() - started;
  const flagged = checked.filter((r) => r.report.problems.some((p) => p.code === "duplicate")).length;
  checks.equal(`${label}: rows flagged duplicate`, flagged, duplicates ? rows : 0);
  lines.push(`| ${label} | ${rows.toLocaleString("en")} | ${flagged.toLocaleString("en")} | ${ms.toFixed(0)} ms |`);
}

const one = Keypair.generate().publicKey.toBase58();
// Once to warm up the JIT, then measured.
measure(
  "warm-up, distinct addresses",
  Array.from({ length: rows }, () => Keypair.generate().publicKey.toBase58()),
  false,
);
measure(
  "distinct addresses",
  Array.from({ length: rows }, () => Keypair.generate().publicKey.toBase58()),
  false,
);
measure(
  "one address repeated",
  Array.from({ length: rows }, () => one),
  true,
);
checks.orExit();
console.log("| payroll rows | rows | flagged duplicate | checked and flagged in |");
console.log("|---|---|---|---|");
for (const line of lines) console.log(line);
