import { Keypair } from "@solana/web3.js";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import * as counterpartiesRoute from "@/app/v1/counterparties/route";
import * as exportRoute from "@/app/v1/reports/transactions.csv/route";
import { getDb } from "@/server/db/client";
import { seedExportRows } from "../../bench/support/seed-export";
import { addKey, newAccountKey } from "../support/accounts";
import { call } from "../support/call";

async function download(key: string) {
  const response = await exportRoute.GET(
    new Request("http://localhost:3000/v1/reports/transactions.csv", { headers: { authorization: `Bearer ${key}` } }),
    { params: Promise.resolve({}) },
  );
  return Papa.parse<string[]>(await response.text(), { newline: "\r\n", skipEmptyLines: true }).data;
}

describe("atk: a stolen write key's own address, still in its cooldown, is named in the books", () => {
  it("the export labels a payment to an entry added a minute ago (not active) with the name it chose", async () => {
    const { key: admin, principal } = await newAccountKey("admin");
    const db = await getDb();
    const tag = `cool${Math.random().toString(36).slice(2, 8)}`;
    await seedExportRows(db, principal.accountId, tag, 2, 1);
    const acme = Keypair.generate().publicKey.toBase58();
    const thief = Keypair.generate().publicKey.toBase58();
    // The real supplier, in the book for long (active), was paid in transaction 1; the thief's address in 2.
    await db.execute(sql`update transaction_recipients set address = ${acme} where id = ${`rcp_${tag}_1_0`}`);
    await db.execute(sql`update transaction_recipients set address = ${thief} where id = ${`rcp_${tag}_2_0`}`);
    await db.execute(sql`
      insert into counterparties (id, account_id, name, address, active_at)
      values (${`cpy_${tag}`}, ${principal.accountId}, 'Acme Ltd', ${acme}, now() - interval '30 days')`);

    // The stolen write key adds its own address under the supplier's name: 201, active only in a day.
    const stolen = await addKey(principal.accountId, "write");
    const added = await call(counterpartiesRoute.POST, "POST", "/v1/counterparties", {
      key: stolen.key,
      body: { name: "Acme Ltd", address: thief },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.active).toBe(false);

    const rows = (await download(admin)).slice(1);
    const nameOf = (address: string) => rows.find((r) => r[9] === address)?.[10];
    expect(nameOf(acme)).toBe("Acme Ltd");
    // Expected: no name (or one marked as not yet active) for an entry inside its cooldown.
    expect(nameOf(thief), "a not-yet-active entry names the thief's payment as the supplier").not.toBe("Acme Ltd");
  });
});
