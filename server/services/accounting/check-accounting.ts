import pMap from "p-map";
import type { Db } from "../../db/client";
import { unresolvedDepositAccounts } from "../../db/queries/deposit-accounts";
import { allMoves } from "../../db/queries/ledger-moves";
import { forgottenMoves } from "../../db/queries/private-links";
import { privateTransactions } from "../../db/queries/private-transactions";
import { listRecipients, type TransactionRow } from "../../db/queries/transactions";
import { landedReader } from "../../ledger/landed-transactions";
import { costTotal, type ReadLanded, signaturesOfMove } from "../books/move-costs";
import { overCharges, type TransactionCosts, transactionCosts } from "../books/transaction-costs";
import { movesOfTransaction } from "../transactions/private/shared/transaction-moves";
import { checkPoolAccounting } from "./check-pool";
import { checkSolvency } from "./check-solvency";
import type { Finding } from "./finding";
import { checkMoveOnChain } from "./move-on-chain";
import { serviceCosts } from "./service-costs";
import { checkWalletBooks } from "./wallet-books";

export type TransactionAccount = {
  transactionId: string;
  status: string;
  /**
   * Everything that reached the deposit address and left it, in the deposit asset; null (with refunded and kept)
   * once the link was forgotten: the sweep and refunds no longer say whose they were.
   */
  received: bigint | null;
  refunded: bigint | null;
  kept: bigint | null;
  /** Payments too small to send back, kept by the pool as a fee (docs/decisions.md); in the deposit asset. */
  dust: bigint | null;
  paidOut: bigint;
  /**
   * Legs the ledger refused at payout (split-failed-payout.ts): their amounts stay in the pool, held for the
   * operator (docs/decisions.md), in the output asset.
   */
  held: bigint;
  /** What the service keeps of a send or payroll: kept less the amount paid out and held (same asset). */
  feeKept: bigint | null;
};

type Details = Record<string, unknown>;
const big = (value: unknown) => BigInt(String(value ?? "0"));

/** What the service keeps of a same-asset payment is what its deposit asked beyond the payment: at least the fee. */
function checkFeeKept(row: TransactionRow, feeKept: bigint, findings: Finding[]): void {
  const charged = (row.depositAmount ?? 0n) - row.inputAmount;
  if (feeKept === charged && charged >= row.fee) return;
  findings.push({
    transactionId: row.id,
    check: "fee kept = the quote's fee and the rent its deposit was charged",
    expected: `${charged} (at least the quote's ${row.fee})`,
    found: feeKept.toString(),
  });
}

/** Costs beyond the charges and what priority fees explain: the tolerance of docs/decisions.md, "Books". */
function checkCosts(costs: TransactionCosts, findings: Finding[]): void {
  if (overCharges(costs) === 0n) return;
  findings.push({
    transactionId: costs.transactionId,
    check: "lamports spent on it within what it was charged (priority fees allowed over)",
    expected: `at most ${costs.charged! + costs.spent.priority}`,
    found: costTotal(costs.spent).toString(),
  });
}

/**
 * One private transaction's books, from the database and the chain: every landed move did on chain what its record
 * says; a completed transaction kept exactly its deposit, paid every leg once, and received = refunded + kept +
 * dust; the fee it kept is what it was charged; what the service spent on it is within what it charged.
 */
export async function checkTransactionAccounting(
  db: Db,
  row: TransactionRow,
  read: ReadLanded = landedReader(),
): Promise<{ account: TransactionAccount; costs: TransactionCosts; findings: Finding[] }> {
  const findings: Finding[] = [];
  const every = await movesOfTransaction(db, row.id);
  const moves = every.filter((m) => m.status === "landed");
  for (const move of moves) await checkMoveOnChain(row.id, move, findings, read);
  const sweep = moves.find((m) => m.purpose === "sweep")?.details as Details | undefined;
  const refunds = moves.filter((m) => m.purpose === "refund").map((m) => m.details as Details);
  // A shared payout pays legs of several transactions: only this one's legs count here.
  type PaidLeg = { to: string; amount: string; transactionId?: string };
  const paidLegs = moves
    .filter((m) => m.purpose === "payout")
    .flatMap((m) => ((m.details as Details).legs as PaidLeg[]).filter((l) => l.transactionId === row.id));
  const kept = big(sweep?.kept);
  const refunded = big(sweep?.refunded) + refunds.reduce((sum, r) => sum + big(r.refunded), 0n);
  const dust = big(sweep?.dust) + refunds.reduce((sum, r) => sum + big(r.dust), 0n);
  const paidOut = paidLegs.reduce((sum, l) => sum + big(l.amount), 0n);
  const legs = await listRecipients(db, row.id);
  // Forgotten, the transaction has no sweep or refunds of its own any more (checkForgottenMoves checks them).
  const forgotten = row.linkForgottenAt !== null;
  const refused = legs.filter((l) => l.status === "failed");
  const held = row.status === "failed" ? refused.reduce((sum, l) => sum + l.amount, 0n) : 0n;
  // Paid from the private balance: no deposit was swept, the balance was debited what a deposit would have asked.
  const fromBalance = row.source === "private_balance";
  const funds = fromBalance ? (row.depositAmount ?? 0n) : kept;
  // A top-up keeps its amount in the pool, on the account's private balance.
  const credited = row.type === "top_up" && row.status === "completed" ? row.inputAmount : 0n;
  // Failed with legs the ledger refused at payout: the deposit was kept and the other legs paid, as if completed.
  const paidOutOrHeld = row.status === "completed" || (row.status === "failed" && refused.length > 0 && funds > 0n);
  if (paidOutOrHeld) {
    if (!forgotten && !fromBalance && kept !== (row.depositAmount ?? 0n)) {
      findings.push({
        transactionId: row.id,
        check: "kept the deposit",
        expected: String(row.depositAmount),
        found: kept.toString(),
      });
    }
    const paidTo = paidLegs.map((l) => `${l.to}:${l.amount}`);
    // A refused leg is owed nothing more: paying it too would be paying its amount twice (held and sent).
    const owed = legs.filter((l) => l.status !== "failed").map((l) => `${l.address}:${l.amount}`);
    if (paidTo.sort().join() !== owed.sort().join()) {
      findings.push({
        transactionId: row.id,
        check: "every leg paid once",
        expected: owed.join(),
        found: paidTo.join(),
      });
    }
  } else if (kept > 0n || paidOut > 0n) {
    findings.push({
      transactionId: row.id,
      check: "nothing kept or paid unless completed",
      expected: "0",
      found: `${kept}/${paidOut}`,
    });
  }
  const sameAsset = row.inputAsset === row.outputAsset;
  const feeKept = sameAsset && paidOutOrHeld && !forgotten ? funds - paidOut - held - credited : null;
  if (feeKept !== null) checkFeeKept(row, feeKept, findings);
  const costs = await transactionCosts(row, every, { read, keptFee: paidOutOrHeld || kept > 0n });
  checkCosts(costs, findings);
  return {
    costs,
    account: {
      transactionId: row.id,
      status: row.status,
      received: forgotten ? null : kept + refunded + dust,
      refunded: forgotten ? null : refunded,
      kept: forgotten ? null : kept,
      dust: forgotten ? null : dust,
      paidOut,
      held,
      feeKept,
    },
    findings,
  };
}

/**
 * The moves of transactions whose link was forgotten, on their own: each landed one did on chain what its record
 * still says (a sweep: what reached the pool wallet).
 */
export async function checkForgottenMoves(db: Db, read?: ReadLanded): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const move of await forgottenMoves(db)) {
    if (move.status === "landed") await checkMoveOnChain(undefined, move, findings, read);
  }
  return findings;
}

/** Transactions the books read from the ledger at once. */
const readsInFlight = 8;

/** Deposit accounts whose payers could not be read, shown at most this many (their count is in the finding). */
const unresolvedShown = 1_000;

/**
 * Deposit accounts that wait for an operator: who paid what could not be read from their history, so their money
 * stays where it is (refund-deposit.ts). Each is a finding, so the books do not "balance" while one waits.
 */
export async function checkUnresolvedDeposits(db: Db): Promise<Finding[]> {
  return (await unresolvedDepositAccounts(db, unresolvedShown)).map((account) => ({
    transactionId: account.transactionId,
    check: `deposit account ${account.address} (${account.asset}) is unresolved: refund it by hand, then set it watching`,
    expected: "resolved",
    found: "unresolved",
  }));
}

/**
 * The whole book: every private transaction (its money, and its costs against its charges), the moves of forgotten
 * ones, the pool and its solvency (it holds every private balance and what is in flight), every wallet the service holds the key of (wallet-books.ts) and the service's named costs. Each
 * landed transaction is read once.
 */
export async function checkAccounting(db: Db) {
  const read = landedReader();
  // Every move's transactions read first, a few at a time: the checks below then find them read.
  await pMap((await allMoves(db)).flatMap(signaturesOfMove), read, { concurrency: readsInFlight });
  const transactions = [];
  const costs = [];
  const findings: Finding[] = [];
  for (const row of await privateTransactions(db)) {
    const result = await checkTransactionAccounting(db, row, read);
    transactions.push(result.account);
    costs.push(result.costs);
    findings.push(...result.findings);
  }
  findings.push(...(await checkForgottenMoves(db, read)));
  findings.push(...(await checkUnresolvedDeposits(db)));
  const pool = await checkPoolAccounting(db, read);
  findings.push(...(await checkSolvency(db, pool.balances)));
  const wallets = await checkWalletBooks(db, read);
  const named = await serviceCosts(db, read);
  return {
    transactions,
    costs,
    serviceCosts: named.costs,
    wallets: wallets.wallets,
    pool: pool.balances,
    findings: [...findings, ...pool.findings, ...wallets.findings, ...named.findings],
  };
}
