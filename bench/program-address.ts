import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { isOnEd25519Curve } from "../server/ledger/ed25519-curve";
import { findProgramAddress } from "../server/ledger/program-address";
import { Checked, smokeOr } from "./support/checked";

/**
 * What checking a payroll's recipients costs in curve arithmetic: 10,000 token-account addresses derived and 10,000
 * wallets' on-curve checks, by web3.js and by the service's own (server/ledger/program-address.ts, ed25519-curve.ts),
 * twice each (the first warms the JIT). Every address, bump and answer must equal web3.js's, or no figure is printed.
 * No network, no database. Run: npm run bench:program-address   (BENCH_SMOKE=1: 200 of each)
 */
const count = smokeOr(200, 10_000);
const checks = new Checked("bench:program-address");
const owners = Array.from({ length: count }, () => Keypair.generate().publicKey);
const mint = Keypair.generate().publicKey;
const seeds = owners.map((o) => [o.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()]);

const timed = <T>(work: () => T): [T, number] => {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
};

console.log("| run | derivations: web3.js | ours | ratio | on-curve checks: web3.js | ours | ratio |");
console.log("|---|---|---|---|---|---|---|");
for (const run of [1, 2]) {
  const [theirs, theirMs] = timed(() =>
    seeds.map((s) => PublicKey.findProgramAddressSync(s, ASSOCIATED_TOKEN_PROGRAM_ID)),
  );
  const [ours, ourMs] = timed(() => seeds.map((s) => findProgramAddress(s, ASSOCIATED_TOKEN_PROGRAM_ID)));
  const [theirCurve, theirCurveMs] = timed(() => owners.map((o) => PublicKey.isOnCurve(o.toBytes())));
  const [ourCurve, ourCurveMs] = timed(() => owners.map((o) => isOnEd25519Curve(o.toBytes())));
  const differing = ours.filter(([address, bump], i) => {
    const [expected, expectedBump] = theirs[i]!;
    return !address.equals(expected) || bump !== expectedBump;
  }).length;
  checks.equal(`run ${run}: derivations differing from web3.js`, differing, 0);
  checks.equal(`run ${run}: on-curve answers differing`, ourCurve.filter((on, i) => on !== theirCurve[i]).length, 0);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}x`;
  console.log(
    `| ${run} | ${theirMs.toFixed(0)} ms | ${ourMs.toFixed(0)} ms | ${ratio(theirMs, ourMs)} | ${theirCurveMs.toFixed(0)} ms | ${ourCurveMs.toFixed(0)} ms | ${ratio(theirCurveMs, ourCurveMs)} |`,
  );
}
checks.orExit();
console.log(`(${count.toLocaleString("en")} of each)`);
