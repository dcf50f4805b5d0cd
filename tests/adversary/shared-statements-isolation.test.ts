import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findMove, insertMove, settleMoveRow } from "@/server/db/queries/ledger-moves";
import { updateLegsOfPayout } from "@/server/db/queries/payout-legs";
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
});
