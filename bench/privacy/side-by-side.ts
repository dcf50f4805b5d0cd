import type { Linkage } from "./link";

type Measured = { results: Linkage[]; predicted: number };

const cell = (r: Linkage | undefined, m: number) =>
  r ? `${(r.linked * 100).toFixed(1)}% (${(r.linked * m).toFixed(2)} ×), set ${r.meanSet.toFixed(1)}` : "–";

/**
 * Both worlds' figures at M, row by row: each heuristic's share linked, × chance and mean anonymity set. The amounts
 * row is the deposit world's reading of amounts beside the balance world's (top-ups cover their payouts); the last is
 * what the payments' privacy receipts predicted (server/services/transactions/private/privacy-receipt.ts).
 */
export function printSideBySide(m: number, deposit: Measured, balance: Measured) {
  console.log(`\nM = ${m}, both worlds (linked correctly, × chance, mean anonymity set):`);
  console.log("| heuristic | deposit world | balance world |");
  console.log("| --- | --- | --- |");
  deposit.results.forEach((r, i) => {
    console.log(`| ${r.heuristic} | ${cell(r, m)} | ${cell(balance.results[i], m)} |`);
  });
  const predicted = (p: number) => `${(p * 100).toFixed(1)}% (${(p * m).toFixed(2)} ×)`;
  console.log(
    `| privacy receipt's prediction (mean of 1 / anonymity set) | ${predicted(deposit.predicted)} | ${predicted(balance.predicted)} |`,
  );
}
