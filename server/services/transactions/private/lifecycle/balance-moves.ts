import { assets } from "../../../../assets";
import { legStatus, stage } from "../../../../contracts/private-lifecycle";
import type { Db, Tx } from "../../../../db/client";
import { lockLegsOfTransaction, unscheduleLegs } from "../../../../db/queries/balance-legs";
import { listRecipients, type TransactionChanges, type TransactionRow } from "../../../../db/queries/transactions";
import { formatAmount } from "../../../../money";
import { publishEvents } from "../../../../outbox/publish";
import { recordEvent } from "../../../../outbox/record-event";
import { paidOut, reversal, topUpCredit, topUpPending } from "../../../balance-ledger/movements";
import { postMovements } from "../../../balance-ledger/post-movements";
import { type Moved, moveStageIn } from "./move-stage";

/*
 * The stage moves of the private balance's transactions (contracts/private-lifecycle.ts): each writes the ledger's
 * movement (services/balance-ledger/movements.ts) in the database transaction that moves the stage, so the balance
 * and the stage never disagree.
 */

const ofRow = (row: TransactionRow) => ({ transactionId: row.id, accountId: row.accountId, asset: row.inputAsset });

/** Whether a private transaction is paid from the private balance (a payment or a withdrawal). */
export const paidFromBalance = (row: Pick<TransactionRow, "source">): boolean => row.source === "private_balance";

/** A top-up's deposit is final and handed to the router (startRouting): its amount is pending on the account. */
export async function recordTopUpPending(tx: Tx, row: TransactionRow): Promise<void> {
  if (row.type === "top_up") await postMovements(tx, [topUpPending(ofRow(row), row.inputAmount)]);
}

/**
 * A top-up's deposit is swept into the pool: routing -> completed, `available` grows by exactly its amount (pending
 * goes down by it), and `private_balance.credited` is recorded, in one database transaction. Undefined when it was
 * not routing (a repeat credits nothing).
 */
export async function creditTopUp(
  db: Db,
  transactionId: string,
  changes: TransactionChanges,
): Promise<TransactionRow | undefined> {
  const moved = await db.transaction(async (tx): Promise<Moved | undefined> => {
    const m = await moveStageIn(tx, transactionId, [stage.routing], stage.completed, { changes });
    if (!m) return undefined;
    if (m.row.type !== "top_up") throw new Error(`${transactionId} is a ${m.row.type}, not a top-up: nothing credited`);
    const of = ofRow(m.row);
    await postMovements(tx, [topUpPending(of, m.row.inputAmount)]);
    const posted = await postMovements(tx, [topUpCredit(of, m.row.inputAmount)]);
    const entry = posted.state === "posted" ? posted.entries.find((e) => e.book === "available") : undefined;
    if (!entry) return m;
    const { decimals } = assets[of.asset];
    const eventId = await recordEvent(tx, {
      accountId: of.accountId,
      type: "private_balance.credited",
      transactionId,
      data: {
        topUpId: transactionId,
        asset: of.asset,
        amount: formatAmount(m.row.inputAmount, decimals),
        available: formatAmount(entry.balanceAfter ?? 0n, decimals),
        entryId: entry.id,
      },
    });
    return { ...m, eventIds: [...m.eventIds, eventId] };
  });
  if (!moved) return undefined;
  await publishEvents(db, moved.eventIds, moved.jobIds);
  return moved.row;
}

/**
 * A payment from the balance cancelled before any of its legs was handed to a payout: paying_out -> cancelled, its
 * legs never due, and what it took back in `available` (a reversal), in the caller's database transaction. Its legs
 * are locked first: a payout assigning them waits, then finds them no longer due (assignPayouts); a payout that
 * assigned one first makes this refuse. Undefined when it was not cancellable.
 */
export async function cancelBalancePayment(tx: Tx, row: TransactionRow, at: Date): Promise<Moved | undefined> {
  if (!paidFromBalance(row)) return undefined;
  const { assigned } = await lockLegsOfTransaction(tx, row.id);
  if (assigned > 0) return undefined;
  const m = await moveStageIn(tx, row.id, [stage.payingOut], stage.cancelled, { changes: { cancelledAt: at } });
  if (!m) return undefined;
  await unscheduleLegs(tx, row.id);
  const debited = m.row.depositAmount ?? 0n;
  await postMovements(tx, reversal(ofRow(m.row), m.row.inputAmount, debited - m.row.inputAmount));
  return m;
}

/**
 * A payment from the balance failed at payout (some legs refused by the ledger, fail-partly-paid-routings.ts): what
 * its paid legs took leaves `in_flight` for good, and what the refused legs would have taken goes back to
 * `available` (a reversal; the fee is kept, as a deposit-funded payment's is), in the database transaction that fails
 * it. Nothing for any other transaction.
 */
export async function recordBalancePaymentFailed(tx: Tx, row: TransactionRow): Promise<void> {
  if (!paidFromBalance(row) || row.status !== "failed") return;
  const legs = await listRecipients(tx, row.id);
  const paid = legs.filter((l) => l.status === legStatus.completed).reduce((sum, l) => sum + l.amount, 0n);
  const unpaid = legs.filter((l) => l.status !== legStatus.completed).reduce((sum, l) => sum + l.amount, 0n);
  const kind = row.type === "withdrawal" ? "withdrawal" : "payment";
  if (paid > 0n) await postMovements(tx, [paidOut({ transactionId: row.id, asset: row.inputAsset }, kind, paid)]);
  if (unpaid > 0n) await postMovements(tx, reversal(ofRow(row), unpaid, 0n));
}

/** A payment from the balance completed (every leg paid): its amount leaves `in_flight` for good. */
export async function recordBalancePaidOut(tx: Tx, row: TransactionRow): Promise<void> {
  if (!paidFromBalance(row)) return;
  const kind = row.type === "withdrawal" ? "withdrawal" : "payment";
  await postMovements(tx, [paidOut({ transactionId: row.id, asset: row.inputAsset }, kind, row.inputAmount)]);
}
