import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findMove, insertMove, settleMoveRow } from "@/server/db/queries/ledger-moves";
import { openPayouts, updateLegsOfPayout } from "@/server/db/queries/payout-legs";
import { ledgerMoves, transactionRecipients } from "@/server/db/schema";

/*
 * Found by the adversarial review of the payout loop's shared statements (docs/threat-model.md, "Every ledger move
 * the service signs"): calls that share one statement must each get what they would have got alone.
 */
let n = 0;
const moveRow = (key: string, signature: string) => ({
  id: `move_iso_${++n}_${Date.now()}`,
  key,
  purpose: "float" as const,
  payer: "payer",
  signature,
  signedWire: "AA==",
  lastValidBlockHeight: 100n,
  status: "sent" as const,
  details: {},
});

describe("calls sharing one statement", () => {
  it("one row the INSERT refuses fails only its own caller: its batch-mate is recorded", async () => {
    const db = await getDb();
    const t = Date.now();
    expect(await insertMove(db, moveRow(`iso-existing-${t}`, `sig-shared-${t}`))).toBe(true);
    // The same signature under another key: the unique index on signatures refuses it, and the statement with it.
    const results = await Promise.allSettled([
      insertMove(db, moveRow(`iso-bad-${t}`, `sig-shared-${t}`)),
      insertMove(db, moveRow(`iso-innocent-${t}`, `sig-innocent-${t}`)),
    ]);
    expect(results[0]!.status).toBe("rejected");
    expect(results[1]).toEqual({ status: "fulfilled", value: true });
    expect((await findMove(db, `iso-innocent-${t}`))?.signature).toBe(`sig-innocent-${t}`);
    expect(await findMove(db, `iso-bad-${t}`)).toBeUndefined();
  });

  it("a settlement that cannot be written fails only its own caller", async () => {
    const db = await getDb();
    const t = Date.now();
    await insertMove(db, moveRow(`iso-settle-a-${t}`, `sig-a-${t}`));
    await insertMove(db, moveRow(`iso-settle-b-${t}`, `sig-b-${t}`));
    const results = await Promise.allSettled([
      // A value JSON cannot carry makes the shared statement's parameter impossible to build.
      settleMoveRow(db, `iso-settle-a-${t}`, `sig-a-${t}`, { status: "failed", err: { custom: 1n } }),
      settleMoveRow(db, `iso-settle-b-${t}`, `sig-b-${t}`, { status: "landed", networkFee: 5_000n }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled"]);
    const [settled] = await db
      .select()
      .from(ledgerMoves)
      .where(eq(ledgerMoves.key, `iso-settle-b-${t}`));
    expect(settled?.status).toBe("landed");
    expect(settled?.networkFee).toBe(5_000n);
  });

  it("a payout's completion is kept when a newer 'sent' of the same payout shares its statement, in either order", async () => {
    const db = await getDb();
    const t = Date.now();
    const payouts = [`iso-payout-${t}-0`, `iso-payout-${t}-1`];
    // Only transaction_recipients is under test: its fixture rows skip the foreign key to a transaction.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const [i, payout] of payouts.entries()) {
        await tx.execute(sql`insert into transaction_recipients
          (id, transaction_id, position, address, amount, status, payout_key, signature)
          values (${`iso-leg-${t}-${i}`}, ${`iso-tx-${t}`}, ${i}, 'addr', 1, 'sent', ${payout}, 'sig1')`);
      }
    });
    await Promise.all([
      updateLegsOfPayout(db, payouts[0]!, [`iso-leg-${t}-0`], { status: "completed", signature: "sig1" }),
      updateLegsOfPayout(db, payouts[0]!, [`iso-leg-${t}-0`], { status: "sent", signature: "sig2" }),
      updateLegsOfPayout(db, payouts[1]!, [`iso-leg-${t}-1`], { status: "sent", signature: "sig2" }),
      updateLegsOfPayout(db, payouts[1]!, [`iso-leg-${t}-1`], { status: "completed", signature: "sig1" }),
    ]);
    const legs = await db
      .select({ status: transactionRecipients.status, signature: transactionRecipients.signature })
      .from(transactionRecipients)
      .where(inArray(transactionRecipients.payoutKey, payouts));
    expect(legs).toEqual([
      { status: "completed", signature: "sig1" },
      { status: "completed", signature: "sig1" },
    ]);
  });

  it("outcomes of one payout naming different legs all reach every leg named (the kept one applies to them all)", async () => {
    const db = await getDb();
    const t = Date.now();
    const payout = `iso-merge-${t}`;
    const [a, b] = [`iso-merge-leg-${t}-a`, `iso-merge-leg-${t}-b`];
    await insertLegs([
      { id: a, transactionId: `iso-merge-tx-${t}`, position: 0, status: "pending", payoutKey: payout },
      { id: b, transactionId: `iso-merge-tx-${t}`, position: 1, status: "pending", payoutKey: payout },
    ]);
    await Promise.all([
      updateLegsOfPayout(db, payout, [a], { status: "completed", signature: "s2" }),
      updateLegsOfPayout(db, payout, [a, b], { status: "sent", signature: "s1" }),
    ]);
    const legs = await db
      .select({
        id: transactionRecipients.id,
        status: transactionRecipients.status,
        signature: transactionRecipients.signature,
      })
      .from(transactionRecipients)
      .where(eq(transactionRecipients.payoutKey, payout))
      .orderBy(transactionRecipients.id);
    expect(legs).toEqual([
      { id: a, status: "completed", signature: "s2" },
      { id: b, status: "completed", signature: "s2" },
    ]);
  });

  it("the payout loop reads whole payouts only: one cut by the read's limit waits for the next round", async () => {
    const db = await getDb();
    // Keys starting "0open-" sort before every other payout key, so this file's payouts are the first read.
    await db.delete(transactionRecipients).where(sql`${transactionRecipients.payoutKey} like '0open-%'`);
    const t = Date.now();
    const payouts = [`0open-${t}-a`, `0open-${t}-b`, `0open-${t}-c`];
    await insertLegs(
      payouts.flatMap((payoutKey, p) =>
        [0, 1, 2].map((i) => ({
          id: `0open-leg-${t}-${p}-${i}`,
          transactionId: `0open-tx-${t}`,
          position: p * 3 + i,
          status: "sent",
          payoutKey,
        })),
      ),
    );
    try {
      const read = await openPayouts(db, 5);
      expect([...read.keys()]).toEqual([payouts[0]]);
      expect(read.get(payouts[0]!)?.map((l) => l.id)).toEqual([0, 1, 2].map((i) => `0open-leg-${t}-0-${i}`));
      const all = await openPayouts(db, 10);
      expect([...all.keys()].slice(0, 3)).toEqual(payouts);
    } finally {
      await db.delete(transactionRecipients).where(sql`${transactionRecipients.payoutKey} like '0open-%'`);
      await db.execute(sql`delete from transactions where id = ${`0open-tx-${t}`}`);
    }
  });
});

/** Leg rows alone: only transaction_recipients is under test, so its fixture rows skip the foreign key. */
async function insertLegs(
  legs: { id: string; transactionId: string; position: number; status: string; payoutKey: string }[],
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // The payout loop's reads join each leg to its transaction (for the asset): one bare row each.
    for (const transactionId of new Set(legs.map((l) => l.transactionId))) {
      await tx.execute(sql`insert into transactions
        (id, account_id, quote_id, type, mode, status, sender, input_asset, output_asset, input_amount, output_amount, fee)
        values (${transactionId}, 'acct', ${`quote-${transactionId}`}, 'payroll', 'private', 'processing', 'sender',
          'USDC', 'USDC', 3, 3, 0)
        on conflict do nothing`);
    }
    for (const leg of legs) {
      await tx.execute(sql`insert into transaction_recipients
        (id, transaction_id, position, address, amount, status, payout_key)
        values (${leg.id}, ${leg.transactionId}, ${leg.position}, 'addr', 1, ${leg.status}::recipient_status, ${leg.payoutKey})`);
    }
  });
}
