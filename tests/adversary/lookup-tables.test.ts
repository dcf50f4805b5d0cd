import { PublicKey } from "@solana/web3.js";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { listLookupTables } from "@/server/db/queries/lookup-tables";
import { ledgerMoves, transactionRecipients } from "@/server/db/schema";
import { signCreateLookupTable } from "@/server/ledger/lookup-table-moves";
import { loadTreasury } from "@/server/ledger/treasury";
import { advanceLookupTables } from "@/server/services/lookup-tables/extend-lookup-tables";
import { newAccountKey } from "../support/accounts";
import { seedTransaction, setTransactionState } from "../support/seed";
import { type WalletWorld, walletWorld } from "../wallet/wallet-harness";

// Slots move only when a test says so: two creations can be signed in one slot, under one blockhash.
let world: WalletWorld;
beforeAll(async () => {
  world = await walletWorld(3_600_000);
  world.devnet.advanceSlots(40);
});
afterAll(() => world.close());

/** An account with a completed wallet SOL send to one fresh recipient: its table upkeep has one address to add. */
async function accountWithPayroll() {
  const owner = await newAccountKey();
  const { id: transactionId } = await seedTransaction(owner, { asset: "SOL" });
  await setTransactionState(transactionId, { status: "completed" });
  const db = await getDb();
  await db
    .update(transactionRecipients)
    .set({ status: "completed" })
    .where(eq(transactionRecipients.transactionId, transactionId));
  const [leg] = await db
    .select()
    .from(transactionRecipients)
    .where(eq(transactionRecipients.transactionId, transactionId));
  return { accountId: owner.principal.accountId, transactionId, recipient: leg!.address };
}

describe("lookup table creations", () => {
  it("signs two creations of one slot and one blockhash as different bytes", async () => {
    const treasury = loadTreasury();
    const [one, two] = await Promise.all([signCreateLookupTable(treasury), signCreateLookupTable(treasury)]);
    expect(one.signed.signature).not.toBe(two.signed.signature);
  });

  it("gives two accounts whose tables are created in one slot a table each, with its own recipients", async () => {
    const db = await getDb();
    const accounts = [await accountWithPayroll(), await accountWithPayroll()];
    // Both creations are signed now, in the same slot under the same blockhash.
    const first = await Promise.all(accounts.map((a) => advanceLookupTables(db, a.accountId, a.transactionId)));
    expect(first).toEqual(["pending", "pending"]);
    const creates = await Promise.all(
      accounts.map(async (a) => {
        const [move] = await db
          .select()
          .from(ledgerMoves)
          .where(like(ledgerMoves.key, `lookup-table:${a.accountId}:0:create`));
        return move!;
      }),
    );
    expect(creates[0]!.signature).not.toBe(creates[1]!.signature);

    const ticker = setInterval(() => world.devnet.advanceSlots(1), 100);
    try {
      for (let round = 0; round < 40; round++) {
        const states = await Promise.all(accounts.map((a) => advanceLookupTables(db, a.accountId, a.transactionId)));
        if (states.every((s) => s === "done")) break;
      }
    } finally {
      clearInterval(ticker);
    }
    const tables = await Promise.all(accounts.map((a) => listLookupTables(db, a.accountId)));
    expect(tables.map((t) => t.length)).toEqual([1, 1]);
    expect(tables[0]![0]!.address).not.toBe(tables[1]![0]!.address);
    for (const [i, account] of accounts.entries()) {
      const table = tables[i]![0]!;
      expect(table.entries).toEqual([account.recipient]);
      const onChain = await world.connection.getAddressLookupTable(new PublicKey(table.address));
      expect(onChain.value?.state.addresses.map((a) => a.toBase58())).toEqual([account.recipient]);
    }
  }, 120_000);
});
