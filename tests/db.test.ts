import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { accounts, quotes } from "@/server/db/schema";
import { newId } from "@/server/ids";
import { quoteRow } from "./support/seed";

describe("database", () => {
  it("stores u64 amounts exactly, beyond what a JS number holds", async () => {
    const db = await getDb();
    const accountId = newId("account");
    await db.insert(accounts).values({ id: accountId, name: "db test" });
    const id = newId("quote");
    const big = 18_446_744_073_709_551_615n;
    await db.insert(quotes).values(quoteRow(accountId, { id, outputAsset: "USDC", inputAmount: big }));
    const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(row?.inputAmount).toBe(big);
  });
});
