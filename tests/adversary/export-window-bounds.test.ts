import { describe, expect, it } from "vitest";
import * as auditRoute from "@/app/v1/audit-events/route";
import * as exportRoute from "@/app/v1/reports/transactions.csv/route";
import * as listRoute from "@/app/v1/transactions/route";
import { getDb } from "@/server/db/client";
import { seedExportRows } from "../../bench/support/seed-export";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

async function download(key: string, query: string) {
  const response = await exportRoute.GET(
    new Request(`http://localhost:3000/v1/reports/transactions.csv${query}`, {
      headers: { authorization: `Bearer ${key}` },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, text: await response.text() };
}

// ISO 8601 allows year 0000 and 9999 with any offset; PostgreSQL has no year 0, and JS prints 9999-12-31 -14:00 as
// "+010000-...", which timestamptz refuses. The export's query runs inside the stream, after the 200 and the header,
// so the window is bounded by the schema: years 1970 to 9999 once the offset is applied.
const outside = ["0000-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "0001-01-01T00:00:00+14:00"];
const outsideTo = ["9999-12-31T23:59:59-14:00", "1970-01-01T00:00:00+00:01"];

describe("a date window past what the database can read", () => {
  for (const from of outside) {
    it(`from=${from}: 400 INVALID_REQUEST from the export, the transactions list and the audit log`, async () => {
      const { key } = await newAccountKey("admin");
      const got = await download(key, `?from=${encodeURIComponent(from)}`);
      expect(got.status, got.text).toBe(400);
      expect(JSON.parse(got.text).error.code).toBe("INVALID_REQUEST");
      expectErrorShape(
        await call(listRoute.GET, "GET", "/v1/transactions", { key, query: { from } }),
        "INVALID_REQUEST",
        400,
      );
      expectErrorShape(
        await call(auditRoute.GET, "GET", "/v1/audit-events", { key, query: { since: from } }),
        "INVALID_REQUEST",
        400,
      );
    });
  }

  for (const to of outsideTo) {
    it(`to=${to}: 400 INVALID_REQUEST from the export`, async () => {
      const { key } = await newAccountKey("read");
      const got = await download(key, `?to=${encodeURIComponent(to)}`);
      expect(got.status, got.text).toBe(400);
    });
  }

  it("the ends themselves are whole CSVs: 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z", async () => {
    const { key, principal } = await newAccountKey("read");
    await seedExportRows(await getDb(), principal.accountId, `odd${Math.random().toString(36).slice(2, 8)}`, 3, 2);
    const got = await download(key, "?from=1970-01-01T00:00:00Z&to=9999-12-31T23:59:59Z");
    expect(got.status, got.text).toBe(200);
    expect(got.text.split("\r\n").filter(Boolean).length).toBe(1 + 3 * 2);
  });
});
