import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { listLookupTables } from "@/server/db/queries/lookup-tables";
import { formatAmount } from "@/server/money";
import { advanceLookupTables } from "@/server/services/lookup-tables/extend-lookup-tables";
import { fundSol } from "../devnet/harness";
import { eventually } from "../support/webhook-receiver";
import { create, getQuote, prepare, settledStatus, sign, walletSuite } from "./wallet-harness";

const suite = walletSuite();

type Leg = { transaction: string; recipients: { first: number; count: number } };

async function payAll(sender: Keypair, recipients: PublicKey[], units: bigint) {
  const total = units * BigInt(recipients.length);
  const quoteId = await getQuote(suite.owner.key, "SOL", formatAmount(total, 9));
  const body = {
    type: "payroll" as const,
    quoteId,
    sender: sender.publicKey.toBase58(),
    recipients: recipients.map((r) => ({ address: r.toBase58(), amount: formatAmount(units, 9) })),
  };
  const prepared = await prepare(suite.owner.key, body);
  expect(prepared.status).toBe(200);
  const legs: Leg[] = prepared.body.transactions;
  const created = await create(suite.owner.key, {
    ...body,
    signedTransactions: legs.map((l) => sign(l.transaction, sender)),
  });
  expect(created.status).toBe(201);
  const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"], 40_000);
  return { prepared: prepared.body, done };
}

describe("repeat payrolls use the account's lookup tables", () => {
  it("keeps the recipients an account pays a second time in a lookup table, and pays them again in fewer transactions", async () => {
    const sender = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, sender.publicKey, 2 * LAMPORTS_PER_SOL);
    const recipients = Array.from({ length: 60 }, () => Keypair.generate().publicKey);
    const db = await getDb();
    const accountId = suite.owner.principal.accountId;

    // Paid once: the treasury keeps nothing for them (the upkeep has nothing to add, now or when its job runs).
    const first = await payAll(sender, recipients, 1_000_000n);
    expect(first.done.status).toBe("completed");
    expect(first.prepared.transactions).toHaveLength(3);
    expect(first.prepared.lookupTables).toBe(0);
    expect(await advanceLookupTables(db, accountId, first.done.transactionId)).toBe("done");
    expect(await listLookupTables(db, accountId)).toEqual([]);

    // Paid again: the treasury creates the account's table and extends it (28 addresses a time) once the payroll
    // completed.
    const second = await payAll(sender, recipients, 2_000_000n);
    expect(second.done.status).toBe("completed");
    expect(second.prepared.lookupTables).toBe(0);
    const [table] = await eventually(async () => {
      const tables = await listLookupTables(db, accountId);
      return tables[0]?.entries.length === 60 && tables;
    }, 60_000);
    expect(new Set(table!.entries)).toEqual(new Set(recipients.map((r) => r.toBase58())));
    const onChain = await suite.world.connection.getAddressLookupTable(new PublicKey(table!.address));
    expect(onChain.value?.state.addresses.map((a) => a.toBase58())).toEqual(table!.entries);

    const preparedFrom = new Date();
    const third = await payAll(sender, recipients, 3_000_000n);
    expect(third.prepared.lookupTables).toBe(1);
    // The prepare that loaded the table recorded its use: an idle table is closed, one in use is not.
    const [used] = await listLookupTables(db, accountId);
    expect(used!.lastUsedAt.getTime()).toBeGreaterThanOrEqual(preparedFrom.getTime());
    expect(third.prepared.transactions.map((t: Leg) => t.recipients)).toEqual([
      { first: 0, count: 54 },
      { first: 54, count: 6 },
    ]);
    expect(third.done.status).toBe("completed");
    const balances = await suite.world.connection.getMultipleAccountsInfo(recipients);
    expect(balances.map((b) => b?.lamports)).toEqual(recipients.map(() => 6_000_000));
    // Nothing new to add: the third payroll's upkeep adds no table and no entry.
    expect(await advanceLookupTables(db, accountId, third.done.transactionId)).toBe("done");
    const after = await listLookupTables(db, accountId);
    expect(after.map((t) => t.entries.length)).toEqual([60]);
  }, 200_000);
});
