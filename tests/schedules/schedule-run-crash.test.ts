import { Keypair } from "@solana/web3.js";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findRun, transactionOfQuote } from "@/server/db/queries/schedules";
import { transactions } from "@/server/db/schema";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { balanceOf } from "../private/private-harness";
import { toppedUp, usdc, usdcBalance } from "../private-balance/balance-harness";
import { newAccountKey, type TestKey } from "../support/accounts";
import { runChild } from "../support/child-process";
import { settledStatus, type WalletWorld, walletWorld } from "../wallet/wallet-harness";
import { addSchedule, balancePayment, makeDue } from "./schedules-harness";

let world: WalletWorld;
let owner: TestKey;
beforeAll(async () => {
  world = await walletWorld();
  owner = await newAccountKey("admin");
});
afterAll(() => world.close());

const payrolls = async (accountId: string) => {
  const [row] = await (await getDb())
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.accountId, accountId), eq(transactions.type, "payroll")));
  return row!.n;
};

describe("a schedule's run killed mid-run", () => {
  it("made its payment before the kill: the run started again finds it, and pays nothing twice", async () => {
    await toppedUp(world, owner, "10");
    // Nothing else runs the claimed run: the two lives below are the only ones.
    await world.executor.stop();
    const staff = Keypair.generate().publicKey;
    const schedule = await addSchedule(
      owner.key,
      balancePayment([
        { address: staff.toBase58(), amount: "2" },
        { address: Keypair.generate().publicKey.toBase58(), amount: "1" },
      ]),
    );
    const dueAt = await makeDue(schedule.scheduleId);
    await claimDueSchedules(await getDb());
    const before = await usdcBalance(owner.key);

    const killed = await runChild("tests/schedules/run-child.ts", [schedule.scheduleId, dueAt.toISOString()], {
      FAILPOINT: "schedule-run-after-payment",
    });
    expect(killed.signal, killed.out).toBe("SIGKILL");
    const halfway = (await findRun(await getDb(), schedule.scheduleId, dueAt))!;
    expect(halfway.outcome).toBe("due");
    const made = await transactionOfQuote(await getDb(), halfway.quoteId!);
    expect(made, "the first life made the payment before it died").toBeDefined();
    const debited = before.available - (await usdcBalance(owner.key)).available;
    expect(debited).toBeGreaterThanOrEqual(usdc("3"));

    const second = await runChild("tests/schedules/run-child.ts", [schedule.scheduleId, dueAt.toISOString()], {});
    expect(second.code, second.out).toBe(0);
    expect(second.out).toContain('"outcome":"created"');
    const ended = (await findRun(await getDb(), schedule.scheduleId, dueAt))!;
    expect(ended).toMatchObject({ outcome: "created", transactionId: made!.id });
    expect(await payrolls(owner.principal.accountId)).toBe(1);
    expect(before.available - (await usdcBalance(owner.key)).available).toBe(debited);

    await world.executor.start();
    const done = await settledStatus(owner.key, made!.id, ["completed", "failed"], 90_000);
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    expect(await balanceOf(world, "USDC", staff)).toBe(2_000_000n);
    expect(await payrolls(owner.principal.accountId)).toBe(1);
  }, 240_000);
});
