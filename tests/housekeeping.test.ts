import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { idempotencyRecords, rateLimits } from "@/server/db/schema";
import { sweepExpired } from "@/server/housekeeping";
import { newId } from "@/server/ids";

describe("housekeeping", () => {
  it("deletes finished rate-limit windows and expired idempotency records, and nothing else", async () => {
    const db = await getDb();
    const tag = newId("account");
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    await db.insert(rateLimits).values([
      { key: `${tag}:old`, points: 3, expire: past },
      { key: `${tag}:live`, points: 3, expire: future },
    ]);
    await db.insert(idempotencyRecords).values([
      { accountId: tag, key: "old", requestHash: "h", expiresAt: past },
      { accountId: tag, key: "live", requestHash: "h", expiresAt: future },
    ]);
    await sweepExpired(db);
    const counters = await db.execute(sql`select key from rate_limits where key like ${`${tag}:%`}`);
    const records = await db.execute(sql`select key from idempotency_records where account_id = ${tag}`);
    const rows = (result: unknown) =>
      ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as { key: string }[];
    expect(rows(counters).map((r) => r.key)).toEqual([`${tag}:live`]);
    expect(rows(records).map((r) => r.key)).toEqual(["live"]);
  });
});
