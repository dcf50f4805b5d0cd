import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import * as exportRoute from "@/app/v1/reports/transactions.csv/route";
import { getDb } from "@/server/db/client";
import { csvCell } from "@/server/services/reports/csv-cells";
import { exportTransactionsCsv } from "@/server/services/reports/export-transactions";
import { seedExportRows } from "../../bench/support/seed-export";
import { addKey, newAccountKey } from "../support/accounts";
import { expectErrorShape } from "../support/call";

/** Reads the CSV back with a real parser (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { newline: "\r\n", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function download(key: string, query = "") {
  const response = await exportRoute.GET(
    new Request(`http://localhost:3000/v1/reports/transactions.csv${query}`, {
      headers: { authorization: `Bearer ${key}` },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let text = "";
  let chunks = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    chunks++;
  }
  return { text, chunks };
}

describe("GET /v1/reports/transactions.csv", () => {
  it("escapes formulas and separators, and writes exact amounts with the address book's names", async () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("Plain 1.5")).toBe("Plain 1.5");

    const { key, principal } = await newAccountKey("write");
    await seedExportRows(await getDb(), principal.accountId, "esc", 2, 2);
    // Names the address book gives two of the recipients: one a formula, one with a comma and quotes.
    for (const [name, address] of [
      ["=cmd|' /C calc'!A0", "Payee1_0"],
      ['Acme, "Ltd"', "Payee2_1"],
    ]) {
      // Seeded payees are not real addresses: the entry goes in through SQL as the route would write it.
      await (await getDb()).execute(sql`
        insert into counterparties (id, account_id, name, address, active_at)
        values (${`cpy_${address}`}, ${principal.accountId}, ${name}, ${address}, now())`);
    }

    const got = await download(key);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = parseCsv(got.text);
    expect(header).toEqual([
      "transaction_id",
      "created_at",
      "payroll_name",
      "type",
      "mode",
      "asset",
      "amount",
      "fee",
      "fee_asset",
      "recipient",
      "counterparty_name",
      "signature",
      "block_time",
      "status",
      "recipient_status",
    ]);
    expect(rows.map((r) => [r[0], r[6], r[7], r[9], r[10], r[13]])).toEqual([
      ["txn_esc_1", "0.123457", "0.005001", "Payee1_0", "'=cmd|' /C calc'!A0", "failed"],
      ["txn_esc_1", "1.123457", "0", "Payee1_1", "", "failed"],
      ["txn_esc_2", "0.123457", "0.005001", "Payee2_0", "", "completed"],
      ["txn_esc_2", "1.123457", "0", "Payee2_1", 'Acme, "Ltd"', "completed"],
    ]);
    expect(rows[0]![12]).toBe(new Date(1_800_000_001 * 1000).toISOString());
  });

  it("streams thousands of rows page by page, in order, each once; from and to bound the window", async () => {
    const { principal } = await newAccountKey("read");
    const db = await getDb();
    await seedExportRows(db, principal.accountId, "many", 600, 5);
    const { text, chunks } = await collect(exportTransactionsCsv(db, principal.accountId, {}, 250));
    const rows = parseCsv(text).slice(1);
    expect(rows).toHaveLength(3_000);
    // The header, then 12 pages of 250 (the last one full, so a 13th, empty read ends it).
    expect(chunks).toBe(13);
    const keys = rows.map((r) => `${r[0]}/${r[9]}`);
    expect(new Set(keys).size).toBe(3_000);
    const expected = Array.from({ length: 600 }, (_, i) =>
      Array.from({ length: 5 }, (_, p) => `txn_many_${i + 1}/Payee${i + 1}_${p}`),
    ).flat();
    expect(keys).toEqual(expected);

    const reader = await addKey(principal.accountId, "read");
    const all = await download(reader.key);
    expect(parseCsv(all.text)).toHaveLength(3_001);
    // The window of transactions 101 to 200 (created a second apart, the 600th about now).
    const createdOf = (i: number) => rows[(i - 1) * 5]![1]!;
    const from = createdOf(101);
    const to = createdOf(201);
    const window = parseCsv((await download(reader.key, `?from=${from}&to=${to}`)).text).slice(1);
    expect(window).toHaveLength(500);
    expect(window[0]![0]).toBe("txn_many_101");
    expect(window.at(-1)![0]).toBe("txn_many_200");
    const backwards = await download(reader.key, `?from=${to}&to=${from}`);
    expectErrorShape(
      { status: backwards.status, headers: backwards.headers, body: JSON.parse(backwards.text) },
      "INVALID_REQUEST",
      400,
    );
  });
});
