import { Keypair, PublicKey } from "@solana/web3.js";
import { and, eq, isNull, like, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findMove } from "@/server/db/queries/ledger-moves";
import { listLookupTables, touchLookupTables } from "@/server/db/queries/lookup-tables";
import { ledgerMoves, lookupTables, transactionRecipients } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { balanceDeltas, deltaKey } from "@/server/ledger/balance-deltas";
import { signCreateLookupTable } from "@/server/ledger/lookup-table-moves";
import { loadTreasury } from "@/server/ledger/treasury";
import { advanceLookupTables } from "@/server/services/lookup-tables/extend-lookup-tables";
import { retireGraceMs, retireIdleLookupTables } from "@/server/services/lookup-tables/retire-lookup-tables";
import { newAccountKey, type TestKey } from "../support/accounts";
import { seedTransaction, setTransactionState } from "../support/seed";
import { type WalletWorld, walletWorld } from "../wallet/wallet-harness";

// Slots move only when a test says so: two creations can be signed in one slot, under one blockhash.
let world: WalletWorld;
beforeAll(async () => {
  world = await walletWorld(3_600_000);
  world.devnet.advanceSlots(40);
});
afterAll(() => world.close());

/** A completed wallet SOL send of `owner`'s to one recipient (a fresh one unless given). */
async function completedSend(owner: TestKey, recipient?: string) {
  const { id: transactionId } = await seedTransaction(owner, { asset: "SOL", recipient });
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
  return { transactionId, recipient: leg!.address };
}

/**
 * An account that paid one recipient twice, in two completed wallet SOL sends: the upkeep after the second has one
 * address to add (a recipient paid once adds none).
 */
async function accountWithPayroll() {
  const owner = await newAccountKey();
  const earlier = await completedSend(owner);
  const { transactionId } = await completedSend(owner, earlier.recipient);
  return { accountId: owner.principal.accountId, transactionId, recipient: earlier.recipient };
}

/**
 * Runs these accounts' table upkeep side by side until every one is done, for up to 300 s (a CI run beside other work
 * once took over 90, and a quiet one over 180 while it takes about 15 alone: not yet understood). Each round closes two
 * slots itself (a timer ticking slots raced the rounds when busy), and the bound is time, not rounds: finality also
 * waits for the devnet's saves, which a busy machine slows.
 */
async function upkeepTogether(accounts: { accountId: string; transactionId: string }[]) {
  const db = await getDb();
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const states = await Promise.all(accounts.map((a) => advanceLookupTables(db, a.accountId, a.transactionId)));
    if (states.every((s) => s === "done")) return;
    world.devnet.advanceSlots(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // What each table move was left at, so a run that stalls says where.
  const moves = await db
    .select({ key: ledgerMoves.key, status: ledgerMoves.status, signature: ledgerMoves.signature })
    .from(ledgerMoves)
    .where(like(ledgerMoves.key, "lookup-table:%"));
  throw new Error(`the lookup table upkeep did not finish in 300 s; moves: ${JSON.stringify(moves).slice(0, 4_000)}`);
}

/** Runs the account's table upkeep for this payroll to its end, slots passing meanwhile. */
const upkeep = (account: { accountId: string; transactionId: string }) => upkeepTogether([account]);

/**
 * Runs `step` and closes two slots until `done`, for up to 60 s: bounded by time, not by a count of rounds, since
 * finality also waits for the devnet's saves, which a busy machine makes slower than any fixed number of rounds.
 */
async function stepUntil(done: () => Promise<boolean | undefined>, step: () => Promise<unknown>) {
  const deadline = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("not done within 60 s");
    await step();
    world.devnet.advanceSlots(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const day = 24 * 3_600_000;
const minute = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

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

    await upkeepTogether(accounts);
    const tables = await Promise.all(accounts.map((a) => listLookupTables(db, a.accountId)));
    expect(tables.map((t) => t.length)).toEqual([1, 1]);
    expect(tables[0]![0]!.address).not.toBe(tables[1]![0]!.address);
    for (const [i, account] of accounts.entries()) {
      const table = tables[i]![0]!;
      expect(table.entries).toEqual([account.recipient]);
      const onChain = await world.connection.getAddressLookupTable(new PublicKey(table.address));
      expect(onChain.value?.state.addresses.map((a) => a.toBase58())).toEqual([account.recipient]);
    }
  }, 400_000);
});

describe("what an account's tables cost the treasury is bounded", () => {
  it("adds no recipient paid only once: a payroll of strangers costs the treasury no table and no move", async () => {
    const db = await getDb();
    const owner = await newAccountKey();
    // A payroll of one-off recipients (a lamport each, say): nothing to keep for a payroll to come.
    const once = await completedSend(owner);
    expect(await advanceLookupTables(db, owner.principal.accountId, once.transactionId)).toBe("done");
    expect(await listLookupTables(db, owner.principal.accountId)).toEqual([]);
    const moves = await db
      .select()
      .from(ledgerMoves)
      .where(like(ledgerMoves.key, `lookup-table:${owner.principal.accountId}:%`));
    expect(moves).toEqual([]);
    // Another account paying the same wallet does not make it this account's repeat recipient.
    const other = await newAccountKey();
    await completedSend(other, once.recipient);
    const again = await completedSend(owner);
    expect(await advanceLookupTables(db, owner.principal.accountId, again.transactionId)).toBe("done");
    expect(await listLookupTables(db, owner.principal.accountId)).toEqual([]);
  });

  it("creates no table past LOOKUP_TABLES_PER_ACCOUNT open ones", async () => {
    const db = await getDb();
    const account = await accountWithPayroll();
    // The account's one table is full (as recorded): its repeat recipient would need a second.
    await db.insert(lookupTables).values({
      address: Keypair.generate().publicKey.toBase58(),
      accountId: account.accountId,
      number: 0,
      entries: Array.from({ length: 256 }, () => Keypair.generate().publicKey.toBase58()),
    });
    process.env.LOOKUP_TABLES_PER_ACCOUNT = "1";
    resetEnv();
    try {
      expect(await advanceLookupTables(db, account.accountId, account.transactionId)).toBe("done");
      expect(await findMove(db, `lookup-table:${account.accountId}:1:create`)).toBeUndefined();
    } finally {
      delete process.env.LOOKUP_TABLES_PER_ACCOUNT;
      resetEnv();
    }
  });
});

describe("idle lookup tables are closed, their rent back to the treasury", () => {
  it("chooses a table unused for LOOKUP_TABLE_IDLE_DAYS, deactivates it, closes it after the cooldown, exactly once", async () => {
    const db = await getDb();
    const account = await accountWithPayroll();
    await upkeep(account);
    // Only this account's table retires here: the tables of this file's other tests are set aside as closed.
    await db
      .update(lookupTables)
      .set({ closedAt: new Date() })
      .where(and(ne(lookupTables.accountId, account.accountId), isNull(lookupTables.closedAt)));
    const [table] = await listLookupTables(db, account.accountId);
    const address = new PublicKey(table!.address);
    const rent = BigInt((await world.connection.getAccountInfo(address))!.lamports);
    expect(rent).toBeGreaterThan(0n);
    const treasury = loadTreasury().publicKey;
    const mine = async () => (await listLookupTables(db, account.accountId))[0]!;

    // Used within the window (29 of 30 days): kept.
    await retireIdleLookupTables(db, later(29 * day), 30);
    expect((await mine()).retiringAt).toBeNull();
    // 0 days keeps every table.
    await retireIdleLookupTables(db, later(400 * day), 0);
    expect((await mine()).retiringAt).toBeNull();

    // Idle for 31 days: chosen. From then on nothing offers it, and it waits out the grace before anything is sent.
    const chosenAt = later(31 * day);
    await retireIdleLookupTables(db, chosenAt, 30);
    expect((await mine()).retiringAt?.getTime()).toBe(chosenAt.getTime());
    await retireIdleLookupTables(db, new Date(chosenAt.getTime() + minute), 30);
    expect(await findMove(db, `lookup-table:${address.toBase58()}:deactivate`)).toBeUndefined();

    // After the grace: deactivated; closable only once the deactivation slot left SlotHashes (512 slots).
    const after = new Date(chosenAt.getTime() + retireGraceMs + minute);
    await stepUntil(
      async () => (await findMove(db, `lookup-table:${address.toBase58()}:deactivate`))?.status.startsWith("landed"),
      () => retireIdleLookupTables(db, after, 30),
    );
    const state = await world.connection.getAddressLookupTable(address);
    expect(state.value?.isActive()).toBe(false);
    await retireIdleLookupTables(db, after, 30);
    expect(await findMove(db, `lookup-table:${address.toBase58()}:close`)).toBeUndefined();
    world.devnet.advanceSlots(520);
    await stepUntil(
      async () => (await mine()).closedAt !== null,
      () => retireIdleLookupTables(db, after, 30),
    );
    expect((await mine()).closedAt).toBeInstanceOf(Date);
    expect(await world.connection.getAccountInfo(address, "finalized")).toBeNull();

    // Exactly once: more runs change nothing; each move signed once.
    for (let i = 0; i < 3; i++) await retireIdleLookupTables(db, after, 30);
    const moves = await db
      .select()
      .from(ledgerMoves)
      .where(like(ledgerMoves.key, `lookup-table:${address.toBase58()}:%`));
    const retirement = moves.filter((m) => /:(deactivate|close)$/.test(m.key));
    expect(retirement.map((m) => [m.key.split(":").at(-1), m.status, m.attempt]).sort()).toEqual([
      ["close", "landed", 1],
      ["deactivate", "landed", 1],
    ]);
    expect(retirement.find((m) => m.key.endsWith(":close"))!.details).toMatchObject({ rent: String(rent) });

    // The rent is back in the treasury, less the two moves' fees: read from each move's own record on the ledger
    // (the treasury's balance as a whole also moves with the background functions' top-ups and tables meanwhile).
    const treasuryKey = deltaKey(treasury.toBase58(), "SOL");
    const treasuryChange = async (kind: string) => {
      const move = retirement.find((m) => m.key.endsWith(`:${kind}`))!;
      return { change: (await balanceDeltas(move.signature!))?.get(treasuryKey), fee: move.networkFee ?? 0n };
    };
    const deactivated = await treasuryChange("deactivate");
    const closed = await treasuryChange("close");
    expect(deactivated.change).toBe(-deactivated.fee);
    expect(closed.change).toBe(rent - closed.fee);

    // The account pays that recipient again: a new table (number 1) holds it.
    await upkeep(account);
    const tables = await listLookupTables(db, account.accountId);
    expect(tables.map((t) => [t.number, t.entries, t.closedAt === null])).toEqual([
      [0, [account.recipient], false],
      [1, [account.recipient], true],
    ]);
  }, 400_000);

  it("keeps a table a prepared transaction loaded: recently, or after it was chosen", async () => {
    const db = await getDb();
    const account = await accountWithPayroll();
    await upkeep(account);
    // Only this account's table retires here: the tables of this file's other tests are set aside as closed.
    await db
      .update(lookupTables)
      .set({ closedAt: new Date() })
      .where(and(ne(lookupTables.accountId, account.accountId), isNull(lookupTables.closedAt)));
    const [table] = await listLookupTables(db, account.accountId);
    // A prepare loaded it on day 20 (what prepare-transfer.ts records): on day 31 it is not idle.
    await touchLookupTables(db, [table!.address], later(20 * day));
    await retireIdleLookupTables(db, later(31 * day), 30);
    expect((await listLookupTables(db, account.accountId))[0]!.retiringAt).toBeNull();

    // Chosen on day 51, then loaded by a prepare that read the tables just before: back in use, nothing sent.
    const chosenAt = later(51 * day);
    await retireIdleLookupTables(db, chosenAt, 30);
    expect((await listLookupTables(db, account.accountId))[0]!.retiringAt).not.toBeNull();
    await touchLookupTables(db, [table!.address], new Date(chosenAt.getTime() + 1_000));
    await retireIdleLookupTables(db, new Date(chosenAt.getTime() + retireGraceMs + minute), 30);
    expect((await listLookupTables(db, account.accountId))[0]!.retiringAt).toBeNull();
    expect(await findMove(db, `lookup-table:${table!.address}:deactivate`)).toBeUndefined();
  }, 400_000);
});
