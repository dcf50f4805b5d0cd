import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import { getDb } from "@/server/db/client";
import { insertRunIfAbsent } from "@/server/db/queries/schedules";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { addPolicy, approve, eventsOf, getTransaction } from "../policies/approvals-harness";
import { balanceOf } from "../private/private-harness";
import { toppedUp, usdcBalance } from "../private-balance/balance-harness";
import { addKey } from "../support/accounts";
import { call } from "../support/call";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import {
  addSchedule,
  balancePayment,
  claimAndWaitForRun,
  getSchedule,
  makeDue,
  newAddress,
  patchSchedule,
  waitForRun,
  walletSend,
} from "./schedules-harness";

const suite = walletSuite("admin");
const address = newAddress;

describe("a schedule's runs", () => {
  it("pay a private payroll from the balance unattended, once per due time, carrying the scheduleId", async () => {
    const admin = suite.owner;
    await toppedUp(suite.world, admin, "20");
    const staff = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const schedule = await addSchedule(
      admin.key,
      balancePayment([
        { address: staff[0]!.toBase58(), amount: "2" },
        { address: staff[1]!.toBase58(), amount: "1.5" },
      ]),
    );
    const dueAt = await makeDue(schedule.scheduleId);
    const run = await claimAndWaitForRun(schedule.scheduleId, dueAt);
    expect(run, JSON.stringify(run.error)).toMatchObject({ outcome: "created", scheduleVersion: 1 });
    const done = await settledStatus(admin.key, run.transactionId!, ["completed", "failed"], 90_000);
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    expect(await balanceOf(suite.world, "USDC", staff[0]!)).toBe(2_000_000n);
    expect(await balanceOf(suite.world, "USDC", staff[1]!)).toBe(1_500_000n);
    const transaction = await getTransaction({ key: admin.key }, run.transactionId!);
    expect(transaction.body.scheduleId).toBe(schedule.scheduleId);

    // Claimed again (a second instance, a retried tick): the due time is not run twice.
    const again = await claimAndWaitForRun(schedule.scheduleId, dueAt);
    expect(again.transactionId).toBe(run.transactionId);
    const detail = await getSchedule(admin.key, schedule.scheduleId);
    expect(detail.body.runs).toHaveLength(1);
    expect(new Date(detail.body.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    const events = await eventsOf(admin.principal.accountId, "schedule.run");
    expect(events.map((e) => (e.data as { run: { outcome: string } }).run.outcome)).toEqual(["created"]);
  }, 180_000);

  it("held by a policy for a developer's schedule, an admin approves and it proceeds; refused runs say why", async () => {
    const admin = suite.owner;
    const developer = await addKey(admin.principal.accountId, "write");
    await toppedUp(suite.world, admin, "10");
    await addPolicy(admin.key, {
      name: "scheduled payroll",
      match: { types: ["payroll"] },
      effect: "require_approval",
    });
    const staff = Keypair.generate().publicKey;
    const schedule = await addSchedule(
      developer.key,
      balancePayment([
        { address: staff.toBase58(), amount: "1" },
        { address: address(), amount: "1" },
      ]),
    );
    const before = await usdcBalance(admin.key);
    const dueAt = await makeDue(schedule.scheduleId);
    const run = await claimAndWaitForRun(schedule.scheduleId, dueAt);
    expect(run.outcome).toBe("held");
    const held = await getTransaction({ key: admin.key }, run.transactionId!);
    expect(held.body).toMatchObject({ status: "pending", approval: { status: "awaiting" } });
    expect(await usdcBalance(admin.key)).toEqual(before);
    expect((await approve({ key: developer.key }, held.body.approval.approvalId)).status).toBe(403);
    expect((await approve({ key: admin.key }, held.body.approval.approvalId)).status).toBe(200);
    const done = await settledStatus(admin.key, run.transactionId!, ["completed", "failed"], 90_000);
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    expect(await balanceOf(suite.world, "USDC", staff)).toBe(1_000_000n);

    // More than the balance holds: refused, with the API's own error, and nothing recorded.
    await patchSchedule(admin.key, schedule.scheduleId, {
      payment: balancePayment([{ address: address(), amount: "5000" }]),
    });
    const overDue = await makeDue(schedule.scheduleId);
    const over = await claimAndWaitForRun(schedule.scheduleId, overDue);
    expect(over).toMatchObject({ outcome: "refused", transactionId: null, error: { code: "INSUFFICIENT_BALANCE" } });

    // Its maker's key revoked: the standing order does not outlive the access.
    await patchSchedule(developer.key, schedule.scheduleId, {
      payment: balancePayment([{ address: address(), amount: "1" }]),
    });
    const revoked = await call(keyRoute.DELETE, "DELETE", `/v1/api-keys/${developer.principal.keyId}`, {
      key: admin.key,
      params: { keyId: developer.principal.keyId },
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    const goneDue = await makeDue(schedule.scheduleId);
    const gone = await claimAndWaitForRun(schedule.scheduleId, goneDue);
    expect(gone).toMatchObject({ outcome: "refused", error: { code: "FORBIDDEN" } });
  }, 240_000);

  it("in wallet mode end ready to sign with schedule.run; skipped and paused due times pay nothing", async () => {
    const admin = suite.owner;
    const schedule = await addSchedule(admin.key, walletSend());
    const dueAt = await makeDue(schedule.scheduleId);
    const run = await claimAndWaitForRun(schedule.scheduleId, dueAt);
    expect(run).toMatchObject({ outcome: "ready_to_sign", transactionId: null });
    const events = await eventsOf(admin.principal.accountId, "schedule.run");
    const event = events.find((e) => (e.data as { scheduleId: string }).scheduleId === schedule.scheduleId);
    expect(event?.data).toMatchObject({
      scheduleId: schedule.scheduleId,
      summary: { mode: "wallet", asset: "SOL", total: "0.5", recipientCount: 1 },
      run: { outcome: "ready_to_sign" },
    });

    await patchSchedule(admin.key, schedule.scheduleId, { skipNext: true });
    const skippedDue = await makeDue(schedule.scheduleId);
    expect((await claimAndWaitForRun(schedule.scheduleId, skippedDue)).outcome).toBe("skipped");
    expect((await getSchedule(admin.key, schedule.scheduleId)).body.skipNext).toBe(false);
  }, 120_000);

  it("whose job gave up (the ledger down past its retries) are asked for again by the every-minute tick", async () => {
    const admin = suite.owner;
    const schedule = await addSchedule(admin.key, walletSend());
    const dueAt = new Date(Date.now() - 20 * 60_000);
    // Claimed twenty minutes ago; its job is gone.
    await insertRunIfAbsent(await getDb(), {
      scheduleId: schedule.scheduleId,
      dueAt,
      outcome: "due",
      scheduleVersion: 1,
      paymentVersion: 1,
      maker: { keyId: admin.principal.keyId, memberId: null },
      createdAt: dueAt,
    });
    expect((await claimDueSchedules(await getDb())).restarted).toBeGreaterThanOrEqual(1);
    expect((await waitForRun(schedule.scheduleId, dueAt)).outcome).toBe("ready_to_sign");
  }, 60_000);
});
