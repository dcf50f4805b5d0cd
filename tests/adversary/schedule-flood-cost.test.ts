import { Keypair } from "@solana/web3.js";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { schedules } from "@/server/db/schema";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { postSchedule } from "../schedules/schedules-harness";
import { newAccountKey } from "../support/accounts";

/**
 * A flood of schedules (docs/threat-model.md, "Scheduled payments"). An account with nothing to pay with keeps 100
 * every-minute schedules of 10,000 recipients: each claim copies the payment (about half a megabyte stored) into
 * the run's row, kept for good, whether or not the run can pay. That is some 50 MB a minute, 70 GB a day, from one
 * account whose every run is refused. A due time of an unchanged schedule should not store its recipients again.
 */
const address = () => Keypair.generate().publicKey.toBase58();

async function storedBytes(query: ReturnType<typeof sql>): Promise<number> {
  const result = await (await getDb()).execute(query);
  // node-postgres answers { rows }, the embedded database an array.
  const rows = (result as unknown as { rows?: { bytes: string }[] }).rows ?? (result as unknown as { bytes: string }[]);
  return Number(rows[0]?.bytes ?? 0);
}

describe("an every-minute schedule of 10,000 recipients", () => {
  it("does not store its recipients again at every due time", async () => {
    const admin = await newAccountKey("admin");
    const made = await postSchedule(admin.key, {
      name: "Big",
      cron: "* * * * *",
      timezone: "UTC",
      payment: {
        type: "payroll",
        mode: "private",
        source: "private_balance",
        asset: "USDC",
        sender: address(),
        recipients: Array.from({ length: 10_000 }, () => ({ address: address(), amount: "0.000001" })),
      },
    });
    expect(made.status).toBe(201);
    const id: string = made.body.scheduleId;
    const db = await getDb();
    const dueTimes = 5;
    for (let i = 0; i < dueTimes; i++) {
      await db
        .update(schedules)
        .set({ nextRunAt: new Date(Date.now() - 60_000 * (dueTimes - i)) })
        .where(eq(schedules.id, id));
      await claimDueSchedules(db);
    }
    const onePayment = await storedBytes(
      sql`select pg_column_size(payment)::bigint as bytes from schedules where id = ${id}`,
    );
    // What the runs of these due times keep (a fix that keeps the payment elsewhere measures it there).
    const runs = await storedBytes(
      sql`select coalesce(sum(pg_column_size(r.*)), 0)::bigint as bytes from schedule_runs r where schedule_id = ${id}`,
    );
    expect(onePayment).toBeGreaterThan(100_000);
    expect(runs).toBeLessThan(onePayment);
  }, 300_000);
});
