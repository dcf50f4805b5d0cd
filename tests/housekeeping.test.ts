import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { idempotencyRecords, outboxJobs, preparedTransfers, quotes, rateLimits, sessions } from "@/server/db/schema";
import { newId } from "@/server/ids";
import { sweepExpired } from "@/server/services/housekeeping/sweep-expired";
import { newAccountKey } from "./support/accounts";
import { quoteRow } from "./support/seed";

describe("housekeeping", () => {
  it("deletes expired sessions, unused quotes past their hour, transactions prepared on them, old delivery attempts and finished jobs", async () => {
    const db = await getDb();
    const owner = await newAccountKey("write");
    const accountId = owner.principal.accountId;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const quote = (id: string, expiresAt: Date, usedAt: Date | null) => quoteRow(accountId, { id, expiresAt, usedAt });
    const stale = newId("quote");
    const fresh = newId("quote");
    const used = newId("quote");
    await db
      .insert(quotes)
      .values([
        quote(stale, ago(2 * 3_600_000), null),
        quote(fresh, ago(60_000), null),
        quote(used, ago(2 * 3_600_000), ago(3_600_000)),
      ]);
    // Prepared on the used quote and on the fresh one: only the fresh one's can still be created.
    const prepared = (quoteId: string) => ({
      messageHash: newId("quote"),
      quoteId,
      firstRecipient: 0,
      recipientCount: 1,
      transfersDigest: "d",
      tokenAccountsCreated: 0,
    });
    await db.insert(preparedTransfers).values([prepared(used), prepared(fresh)]);
    await db.insert(sessions).values([
      {
        id: newId("session"),
        hash: newId("session"),
        apiKeyId: owner.principal.keyId,
        csrfToken: "x",
        expiresAt: ago(1),
      },
    ]);
    const oldJob = newId("event");
    const newJob = newId("event");
    await db.insert(outboxJobs).values([
      { id: oldJob, name: "system/ping", data: {}, publishedAt: ago(8 * 24 * 3_600_000) },
      { id: newJob, name: "system/ping", data: {}, publishedAt: ago(60_000) },
    ]);

    await sweepExpired(db, now);
    const quoteIds = (await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.accountId, accountId))).map(
      (q) => q.id,
    );
    expect(quoteIds.sort()).toEqual([fresh, used].sort());
    const stillPrepared = await db
      .select({ quoteId: preparedTransfers.quoteId })
      .from(preparedTransfers)
      .where(inArray(preparedTransfers.quoteId, [used, fresh]));
    expect(stillPrepared).toEqual([{ quoteId: fresh }]);
    expect(await db.select().from(sessions).where(eq(sessions.apiKeyId, owner.principal.keyId))).toHaveLength(0);
    const jobs = (
      await db
        .select({ id: outboxJobs.id })
        .from(outboxJobs)
        .where(inArray(outboxJobs.id, [oldJob, newJob]))
    ).map((j) => j.id);
    expect(jobs).toEqual([newJob]);
  });

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
