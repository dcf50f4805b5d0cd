import type { AssetSymbol } from "../../assets";
import { type BalanceBook, type BalanceEntryType, isAccountBook } from "../../contracts/private-balance-books";
import type { Tx } from "../../db/client";
import {
  bookBalance,
  insertBalanceEntries,
  lockBalance,
  movementWritten,
  type NewBalanceEntry,
} from "../../db/queries/private-balance";
import { newId } from "../../ids";

/** One entry of a movement: what it adds to one book (an account's books name the account). */
export type Posting = { book: BalanceBook; accountId?: string; amount: bigint };

/**
 * A movement of the private balance's ledger: entries under one deterministic key whose amounts sum to zero (each
 * movement is in one asset), each book written at most once.
 */
export type Movement = {
  key: string;
  type: BalanceEntryType;
  asset: AssetSymbol;
  transactionId?: string;
  postings: Posting[];
};

export type Posted =
  | { state: "posted"; entries: NewBalanceEntry[] }
  | { state: "already" }
  | { state: "insufficient"; asset: AssetSymbol; available: bigint; required: bigint };

function requireBalanced(movement: Movement): void {
  const sum = movement.postings.reduce((total, p) => total + p.amount, 0n);
  const books = new Set(movement.postings.map((p) => `${p.book}:${p.accountId ?? ""}`));
  if (sum !== 0n || books.size !== movement.postings.length || movement.postings.length < 2) {
    throw new Error(`balance movement ${movement.key} is not balanced (sum ${sum}) or writes a book twice`);
  }
  for (const p of movement.postings) {
    if (isAccountBook(p.book) !== (p.accountId !== undefined)) {
      throw new Error(`balance movement ${movement.key}: book ${p.book} ${p.accountId ? "names" : "needs"} an account`);
    }
  }
}

const balanceKey = (accountId: string, book: BalanceBook, asset: AssetSymbol) => `${accountId}:${book}:${asset}`;

/**
 * Writes movements together, in the caller's database transaction, or none of them. Every account balance they touch
 * is locked first (in one order, so two posters never wait on each other), then read, then written: a debit that
 * would take an account's book below zero writes nothing and answers `insufficient` with what the book holds and what
 * the movements take from it. Movements written before (by their keys) are not written again: `already`. This is the
 * only code that writes the ledger; a balance is the sum of its entries, never a number changed in place.
 */
export async function postMovements(tx: Tx, movements: Movement[]): Promise<Posted> {
  for (const movement of movements) requireBalanced(movement);
  const locks = new Map<string, { accountId: string; asset: AssetSymbol }>();
  for (const m of movements) {
    for (const p of m.postings) {
      if (p.accountId) locks.set(`${p.accountId}:${m.asset}`, { accountId: p.accountId, asset: m.asset });
    }
  }
  for (const key of [...locks.keys()].sort()) {
    const lock = locks.get(key)!;
    await lockBalance(tx, lock.accountId, lock.asset);
  }
  const written = await Promise.all(movements.map((m) => movementWritten(tx, m.key)));
  if (written.every(Boolean)) return { state: "already" };
  if (written.some(Boolean)) throw new Error(`balance movements ${movements.map((m) => m.key)} were written in part`);

  const balances = new Map<string, { start: bigint; now: bigint; taken: bigint }>();
  const rows: NewBalanceEntry[] = [];
  for (const m of movements) {
    for (const p of m.postings) {
      let balanceAfter: bigint | null = null;
      if (p.accountId) {
        const key = balanceKey(p.accountId, p.book, m.asset);
        let balance = balances.get(key);
        if (!balance) {
          const start = await bookBalance(tx, p.accountId, p.book, m.asset);
          balance = { start, now: start, taken: 0n };
          balances.set(key, balance);
        }
        balance.now += p.amount;
        if (p.amount < 0n) balance.taken -= p.amount;
        balanceAfter = balance.now;
      }
      rows.push({
        id: newId("balanceEntry"),
        movementKey: m.key,
        accountId: p.accountId ?? null,
        book: p.book,
        asset: m.asset,
        type: m.type,
        amount: p.amount,
        balanceAfter,
        transactionId: m.transactionId ?? null,
      });
    }
  }
  for (const [key, balance] of balances) {
    if (balance.now < 0n) {
      const asset = key.split(":")[2] as AssetSymbol;
      return { state: "insufficient", asset, available: balance.start, required: balance.taken };
    }
  }
  await insertBalanceEntries(tx, rows);
  return { state: "posted", entries: rows };
}
