import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { type LegStatus, legTransitions, sourcesOf } from "../../contracts/private-lifecycle";
import type { DbOrTx } from "../client";
import { transactionRecipients, transactions, walletLedgerTransactions } from "../schema";

export type WalletLegRow = typeof walletLedgerTransactions.$inferSelect;
export type WalletLegStatus = WalletLegRow["status"];
type LegChanges = Partial<typeof walletLedgerTransactions.$inferInsert>;

export async function insertWalletLegs(db: DbOrTx, rows: (typeof walletLedgerTransactions.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 200) await db.insert(walletLedgerTransactions).values(rows.slice(i, i + 200));
}

export async function listWalletLegs(db: DbOrTx, transactionId: string): Promise<WalletLegRow[]> {
  return db
    .select()
    .from(walletLedgerTransactions)
    .where(eq(walletLedgerTransactions.transactionId, transactionId))
    .orderBy(asc(walletLedgerTransactions.part));
}

/** The transaction (and its account) a leg with one of these signatures belongs to, if any. */
export async function findLegOwner(
  db: DbOrTx,
  signatures: string[],
): Promise<{ transactionId: string; accountId: string; signature: string } | undefined> {
  if (signatures.length === 0) return undefined;
  const [row] = await db
    .select({
      transactionId: walletLedgerTransactions.transactionId,
      accountId: transactions.accountId,
      signature: walletLedgerTransactions.signature,
    })
    .from(walletLedgerTransactions)
    .innerJoin(transactions, eq(transactions.id, walletLedgerTransactions.transactionId))
    .where(inArray(walletLedgerTransactions.signature, signatures))
    .limit(1);
  return row;
}

/** Moves a leg to another status only from one of `from` (the WHERE clause is the lock). */
export async function changeLegStatus(
  db: DbOrTx,
  leg: Pick<WalletLegRow, "transactionId" | "part">,
  from: WalletLegStatus[],
  changes: LegChanges & { status: WalletLegStatus },
): Promise<WalletLegRow | undefined> {
  const [row] = await db
    .update(walletLedgerTransactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(walletLedgerTransactions.transactionId, leg.transactionId),
        eq(walletLedgerTransactions.part, leg.part),
        inArray(walletLedgerTransactions.status, from),
      ),
    )
    .returning();
  return row;
}

export async function recordLegBroadcastError(
  db: DbOrTx,
  leg: Pick<WalletLegRow, "transactionId" | "part">,
  broadcastError: Record<string, unknown>,
): Promise<void> {
  await db
    .update(walletLedgerTransactions)
    .set({ broadcastError, updatedAt: new Date() })
    .where(
      and(eq(walletLedgerTransactions.transactionId, leg.transactionId), eq(walletLedgerTransactions.part, leg.part)),
    );
}

/**
 * Moves the recipients a leg pays (by position) to `changes.status`, those the leg table lets reach it
 * (contracts/private-lifecycle.ts: an ended recipient never changes again).
 */
export async function updateLegRecipients(
  db: DbOrTx,
  leg: Pick<WalletLegRow, "transactionId" | "firstRecipient" | "recipientCount">,
  changes: Partial<typeof transactionRecipients.$inferInsert> & { status: LegStatus },
): Promise<void> {
  await db
    .update(transactionRecipients)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(transactionRecipients.transactionId, leg.transactionId),
        gte(transactionRecipients.position, leg.firstRecipient),
        lt(transactionRecipients.position, leg.firstRecipient + leg.recipientCount),
        inArray(transactionRecipients.status, sourcesOf(legTransitions, changes.status)),
      ),
    );
}
