import type { AssetSymbol } from "../../assets";
import type { Db } from "../../db/client";
import { unresolvedDepositAccounts } from "../../db/queries/deposit-accounts";
import type { LedgerMoveRow } from "../../db/queries/ledger-moves";
import { forgottenMoves } from "../../db/queries/private-links";
import { privateTransactions } from "../../db/queries/private-transactions";
import { listRecipients, type TransactionRow } from "../../db/queries/transactions";
import { type BalanceDeltas, balanceDeltas, deltaKey } from "../../ledger/balance-deltas";
import { movesOfTransaction } from "../transactions/private/shared/transaction-moves";
import { checkPoolAccounting } from "./check-pool";
import type { Finding } from "./finding";

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

function expectDelta(
  findings: Finding[],
  deltas: BalanceDeltas,
  check: {
    transactionId: string | undefined;
    what: string;
    owner: string;
    asset: AssetSymbol;
    amount: bigint;
    adjust?: bigint;
  },
) {
  const found = (deltas.get(deltaKey(check.owner, check.asset)) ?? 0n) + (check.adjust ?? 0n);
  if (found !== check.amount) {
    findings.push({
      transactionId: check.transactionId,
      check: check.what,
      expected: check.amount.toString(),
      found: found.toString(),
    });
  }
}

/**
 * A sweep or refund that lists its parts: every wallet it paid got exactly what the record says (parts to one
 * wallet added up), and an emptied token account's rent reached whoever the record says paid it.
 */
function checkParts(
  transactionId: string | undefined,
  move: LedgerMoveRow,
  findings: Finding[],
  deltas: BalanceDeltas,
  payerFee: (owner: string) => bigint,
) {
  const d = move.details as Details;
  const asset = d.asset as AssetSymbol;
  const paid = new Map<string, bigint>();
  for (const part of d.parts as { to: string; amount: string }[]) {
    paid.set(part.to, (paid.get(part.to) ?? 0n) + big(part.amount));
  }
  for (const [to, amount] of paid) {
    expectDelta(findings, deltas, {
      transactionId,
      asset,
      what: `${move.key}: paid ${to}`,
      owner: to,
      amount,
      adjust: payerFee(to),
    });
  }
  const rent = d.rent as { to: string; lamports: string } | null | undefined;
  if (rent) {
    expectDelta(findings, deltas, {
      transactionId,
      asset: "SOL",
      what: `${move.key}: rent back to ${rent.to}`,
      owner: rent.to,
      amount: big(rent.lamports),
    });
  }
}

/** Each landed move's record against the ledger's own account of it: who gained and lost how much. */
async function checkMoveOnChain(
  transactionId: string | undefined,
  move: LedgerMoveRow,
  findings: Finding[],
): Promise<void> {
  const deltas = await balanceDeltas(move.signature);
  if (!deltas) {
    findings.push({ transactionId, check: `${move.key} on chain`, expected: "landed", found: "not found" });
    return;
  }
  const d = move.details as Details;
  const asset = d.asset as AssetSymbol;
  const fee = move.networkFee ?? 0n;
  // The payer's SOL also paid the fee: add it back to compare with what the move says it moved.
  const payerFee = (owner: string) => (asset === "SOL" && owner === move.payer ? fee : 0n);
  const base = { transactionId, asset };
  if (Array.isArray(d.parts)) {
    checkParts(transactionId, move, findings, deltas, payerFee);
    return;
  }
  if (move.purpose === "sweep") {
    const to = String(d.to);
    expectDelta(findings, deltas, {
      ...base,
      what: `${move.key}: into the pool`,
      owner: to,
      // A forgotten sweep no longer lists its parts: the pool received the deposit and the dust.
      amount: big(d.kept) + big(d.dust),
      adjust: payerFee(to),
    });
    if (d.source && big(d.refunded) > 0n) {
      expectDelta(findings, deltas, {
        ...base,
        what: `${move.key}: excess back`,
        owner: String(d.source),
        amount: big(d.refunded),
      });
    }
  } else if (move.purpose === "payout") {
    // Legs of several transactions may pay one recipient in one payout: the chain shows their sum.
    const paid = new Map<string, bigint>();
    for (const leg of d.legs as { to: string; amount: string }[]) {
      paid.set(leg.to, (paid.get(leg.to) ?? 0n) + big(leg.amount));
    }
    for (const [to, amount] of paid) {
      expectDelta(findings, deltas, { ...base, what: `${move.key}: paid ${to}`, owner: to, amount });
    }
  } else if (move.purpose === "rebalance") {
    // A pool wallet's surplus back to the treasury (rebalance-pool.ts): the treasury gained what the record says.
    expectDelta(findings, deltas, {
      ...base,
      what: `${move.key}: back to the treasury`,
      owner: String(d.to),
      amount: big(d.amount),
    });
  } else if (move.purpose === "refund" && d.to) {
    // A forgotten refund no longer names whom it paid: the pool's check still counts its fee.
    expectDelta(findings, deltas, {
      ...base,
      what: `${move.key}: refunded`,
      owner: String(d.to),
      amount: big(d.refunded),
    });
  }
}

/**
 * One private transaction's books, from the database and the chain: every landed move did on chain what its record
 * says; a completed transaction kept exactly its deposit, paid every leg once, and received = refunded + kept +
 * dust.
 */
export async function checkTransactionAccounting(
  db: Db,
  row: TransactionRow,
): Promise<{ account: TransactionAccount; findings: Finding[] }> {
  const findings: Finding[] = [];
  const moves = (await movesOfTransaction(db, row.id)).filter((m) => m.status === "landed");
  for (const move of moves) await checkMoveOnChain(row.id, move, findings);
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
  // Failed with legs the ledger refused at payout: the deposit was kept and the other legs paid, as if completed.
  const paidOutOrHeld = row.status === "completed" || (row.status === "failed" && refused.length > 0 && kept > 0n);
  if (paidOutOrHeld) {
    if (!forgotten && kept !== (row.depositAmount ?? 0n)) {
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
  return {
    account: {
      transactionId: row.id,
      status: row.status,
      received: forgotten ? null : kept + refunded + dust,
      refunded: forgotten ? null : refunded,
      kept: forgotten ? null : kept,
      dust: forgotten ? null : dust,
      paidOut,
      held,
      feeKept: sameAsset && paidOutOrHeld && !forgotten ? kept - paidOut - held : null,
    },
    findings,
  };
}

/**
 * The moves of transactions whose link was forgotten, on their own: each landed one did on chain what its record
 * still says (a sweep: what reached the pool wallet).
 */
export async function checkForgottenMoves(db: Db): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const move of await forgottenMoves(db)) {
    if (move.status === "landed") await checkMoveOnChain(undefined, move, findings);
  }
  return findings;
}

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

/** The whole book: every private transaction, the moves of forgotten ones, and the pool. */
export async function checkAccounting(db: Db) {
  const transactions = [];
  const findings: Finding[] = [];
  for (const row of await privateTransactions(db)) {
    const result = await checkTransactionAccounting(db, row);
    transactions.push(result.account);
    findings.push(...result.findings);
  }
  findings.push(...(await checkForgottenMoves(db)));
  findings.push(...(await checkUnresolvedDeposits(db)));
  const pool = await checkPoolAccounting(db);
  return { transactions, pool: pool.balances, findings: [...findings, ...pool.findings] };
}
