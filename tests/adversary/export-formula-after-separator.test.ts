import { Keypair } from "@solana/web3.js";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import * as counterpartiesRoute from "@/app/v1/counterparties/route";
import * as exportRoute from "@/app/v1/reports/transactions.csv/route";
import { getDb } from "@/server/db/client";
import { csvCell } from "@/server/services/reports/csv-cells";
import { seedExportRows } from "../../bench/support/seed-export";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";

const formula = /^[=+\-@\t\r]/;

// OWASP (CSV injection): a cell's first character is not the only place a formula starts. Excel in locales whose
// list separator is ';' (most of Europe) splits a double-clicked .csv on ';', quotes or not, so a formula character
// after a ';' in a name starts a cell there. Every such character gets the single quote, as at a cell's start.
describe("a formula after a separator inside an export cell", () => {
  it("a write key's name 'Acme;=cmd|...' reads as no formula whether the line is split on ',' or on ';'", async () => {
    const { key, principal } = await newAccountKey("write");
    const db = await getDb();
    const tag = `semi${Math.random().toString(36).slice(2, 8)}`;
    await seedExportRows(db, principal.accountId, tag, 1, 1);
    const address = Keypair.generate().publicKey.toBase58();
    await db.execute(sql`update transaction_recipients set address = ${address} where id = ${`rcp_${tag}_1_0`}`);
    const name = "Acme;=cmd|' /C calc'!A0";
    const added = await call(counterpartiesRoute.POST, "POST", "/v1/counterparties", { key, body: { name, address } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // Past its cooldown, so the export names it.
    await db.execute(
      sql`update counterparties set active_at = now() - interval '1 minute' where id = ${added.body.counterpartyId}`,
    );

    const response = await exportRoute.GET(
      new Request("http://localhost:3000/v1/reports/transactions.csv", { headers: { authorization: `Bearer ${key}` } }),
      { params: Promise.resolve({}) },
    );
    const line = (await response.text()).split("\r\n").find((l) => l.includes(address))!;
    const byComma = Papa.parse<string[]>(line, { delimiter: "," }).data[0]!;
    expect(byComma[10]).toBe("Acme;'=cmd|' /C calc'!A0");
    expect(byComma.filter((c) => formula.test(c))).toEqual([]);
    const bySemicolon = Papa.parse<string[]>(line, { delimiter: ";" }).data[0]!;
    expect(bySemicolon.length).toBe(2);
    expect(bySemicolon.filter((c) => formula.test(c))).toEqual([]);
  });

  it("quotes a cell with ';' and prefixes a formula character after any separator, quote or space; numbers stay", () => {
    expect(csvCell("Acme;Ltd")).toBe('"Acme;Ltd"');
    expect(csvCell("a;=1+1")).toBe(`"a;'=1+1"`);
    expect(csvCell("a,+1")).toBe(`"a,'+1"`);
    expect(csvCell('a;"=1"')).toBe(`"a;""'=1"""`);
    expect(csvCell("a; @SUM(A1)")).toBe(`"a; '@SUM(A1)"`);
    expect(csvCell("a\n-1")).toBe(`"a\n'-1"`);
    expect(csvCell("a\t=1")).toBe("a\t'=1");
    expect(csvCell("=1")).toBe("'=1");
    expect(csvCell("Net 30-60 days")).toBe("Net 30-60 days");
    expect(csvCell("1234.567891")).toBe("1234.567891");
    expect(csvCell("2026-11-22T12:00:00.000Z")).toBe("2026-11-22T12:00:00.000Z");
  });
});
