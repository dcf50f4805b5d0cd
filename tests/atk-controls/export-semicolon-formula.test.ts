import { Keypair } from "@solana/web3.js";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import * as counterpartiesRoute from "@/app/v1/counterparties/route";
import * as exportRoute from "@/app/v1/reports/transactions.csv/route";
import { getDb } from "@/server/db/client";
import { seedExportRows } from "../../bench/support/seed-export";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";

// OWASP (CSV Injection): checking a cell's first character is not enough; a field separator (',' or ';') inside the
// value starts a new cell where the formula then begins. Excel in locales whose list separator is ';' (most of
// Europe) splits a double-clicked .csv on ';'. The export quotes a cell only for '"', ',', CR and LF.
describe("atk: a counterparty name with ';' smuggles a formula into the export", () => {
  it("a write key's name 'Acme;=cmd|' /C calc'!A0' is written unquoted; split on ';' a cell starts with '='", async () => {
    const { key, principal } = await newAccountKey("write");
    const db = await getDb();
    const tag = `semi${Math.random().toString(36).slice(2, 8)}`;
    await seedExportRows(db, principal.accountId, tag, 1, 1);
    const address = Keypair.generate().publicKey.toBase58();
    await db.execute(sql`update transaction_recipients set address = ${address} where id = ${`rcp_${tag}_1_0`}`);
    const name = "Acme;=cmd|' /C calc'!A0";
    const added = await call(counterpartiesRoute.POST, "POST", "/v1/counterparties", { key, body: { name, address } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const response = await exportRoute.GET(
      new Request("http://localhost:3000/v1/reports/transactions.csv", { headers: { authorization: `Bearer ${key}` } }),
      { params: Promise.resolve({}) },
    );
    const text = await response.text();
    const line = text.split("\r\n").find((l) => l.includes(address))!;
    console.log(line);
    const cells = Papa.parse<string[]>(line, { delimiter: ";" }).data[0]!;
    const formulas = cells.filter((c) => /^[=+\-@]/.test(c));
    expect(formulas, `cells a ';' spreadsheet reads: ${JSON.stringify(cells)}`).toEqual([]);
  });
});
