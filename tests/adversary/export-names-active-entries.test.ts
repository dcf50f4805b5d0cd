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
  return Papa.parse<string[]>(await response.text(), { newline: "\r\n", skipEmptyLines: true }).data.slice(1);
}

// The cooldown is what stands between a stolen write key and a trusted address: the books must not name the
// thief's address as the supplier while the account's people can still see and undo the entry.
describe("the export names only address-book entries past their cooldown", () => {
  it("a payment to an entry added a minute ago (not active) has no name; the long-known supplier's has", async () => {
    const { key: admin, principal } = await newAccountKey("admin");
    const db = await getDb();
    const tag = `cool${Math.random().toString(36).slice(2, 8)}`;
    await seedExportRows(db, principal.accountId, tag, 2, 1);
    const acme = Keypair.generate().publicKey.toBase58();
    const thief = Keypair.generate().publicKey.toBase58();
    await db.execute(sql`update transaction_recipients set address = ${acme} where id = ${`rcp_${tag}_1_0`}`);
    await db.execute(sql`update transaction_recipients set address = ${thief} where id = ${`rcp_${tag}_2_0`}`);
    await db.execute(sql`
      insert into counterparties (id, account_id, name, address, active_at)
      values (${`cpy_${tag}`}, ${principal.accountId}, 'Acme Ltd', ${acme}, now() - interval '30 days')`);

    const stolen = await addKey(principal.accountId, "write");
    const added = await call(counterpartiesRoute.POST, "POST", "/v1/counterparties", {
      key: stolen.key,
      body: { name: "Acme Ltd", address: thief },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.active).toBe(false);

    const nameIn = (rows: string[][], address: string) => rows.find((r) => r[9] === address)?.[10];
    const before = await download(admin);
    expect(nameIn(before, acme)).toBe("Acme Ltd");
    expect(nameIn(before, thief)).toBe("");

    // Once the cooldown has passed (nobody removed it), the entry names its payments.
    await db.execute(
      sql`update counterparties set active_at = now() - interval '1 second' where id = ${added.body.counterpartyId}`,
    );
    expect(nameIn(await download(admin), thief)).toBe("Acme Ltd");
  });
});
