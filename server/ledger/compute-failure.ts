import type { TransactionError } from "@solana/web3.js";

/** How the runtime reports a transaction that ran out of its compute limit: at the top, or inside a program's CPIs. */
const outOfUnits = ["ComputationalBudgetExceeded", "ProgramFailedToComplete"];

/** Whether a transaction failed for want of compute units (its limit too small), not for what it does. */
export function failedOnCompute(err: TransactionError): boolean {
  const text = typeof err === "string" ? err : JSON.stringify(err);
  return outOfUnits.some((name) => text.includes(name));
}
