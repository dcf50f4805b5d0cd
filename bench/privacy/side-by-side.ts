import type { Linkage } from "./link";

const cell = (r: Linkage | undefined, m: number) =>
  r ? `${(r.linked * 100).toFixed(1)}% (${(r.linked * m).toFixed(2)} ×), set ${r.meanSet.toFixed(1)}` : "–";

/**
 * Both worlds' figures at M, row by row: each heuristic's share linked, × chance and mean anonymity set. The amounts
 * row is the deposit world's reading of amounts beside the balance world's (top-ups cover their payouts).
 */
export function printSideBySide(m: number, deposit: Linkage[], balance: Linkage[]) {
  console.log(`\nM = ${m}, both worlds (linked correctly, × chance, mean anonymity set):`);
  console.log("| heuristic | deposit world | balance world |");
  console.log("| --- | --- | --- |");
  deposit.forEach((r, i) => {
    console.log(`| ${r.heuristic} | ${cell(r, m)} | ${cell(balance[i], m)} |`);
  });
}
