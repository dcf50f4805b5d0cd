import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { expireApprovalAtTime } from "@/server/services/approvals/expire-approval";
import { balanceOf, expectBooksBalance, fundedWallet, payDeposit } from "../private/private-harness";
import { addKey, newAccountKey } from "../support/accounts";
import { expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import {
  addPolicy,
  approve,
  auditActionsOn,
  eventsOf,
  getApproval,
  getTransaction,
  listApprovals,
  newAddress,
  privatePayroll,
  reject,
} from "./approvals-harness";

const suite = walletSuite("admin");

describe("a private payment a policy holds", () => {
  it("a developer key's payroll is held without a deposit address; the key cannot approve; an admin approves and it completes on the devnet", async () => {
    const admin = suite.owner;
    const { accountId } = admin.principal;
    const developer = await addKey(accountId, "write");
    const policyId = await addPolicy(admin.key, {
      name: "Payroll needs a checker",
      match: { types: ["payroll"] },
      effect: "require_approval",
    });
    const payer = await fundedWallet(suite.world);
    const staff = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const recipients = [
      { address: staff[0]!.toBase58(), amount: "1.25" },
      { address: staff[1]!.toBase58(), amount: "2" },
    ];
    const held = await privatePayroll(developer.key, payer.publicKey.toBase58(), recipients, "3.25");
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body).toMatchObject({
      status: "pending",
      approval: { status: "awaiting", required: 1, decisions: [] },
    });
    expect(held.body.ephemeralAddress).toBeUndefined();
    const { transactionId } = held.body;
    const { approvalId } = held.body.approval;

    const view = await getTransaction({ key: developer.key }, transactionId);
    expect(view.body).toMatchObject({
      status: "pending",
      stage: "awaiting_approval",
      ephemeralAddress: null,
      approval: { approvalId, status: "awaiting", required: 1, decisions: [] },
    });
    const inbox = await listApprovals({ key: admin.key }, { status: "awaiting" });
    expect(inbox.body.approvals.map((a: { approvalId: string }) => a.approvalId)).toContain(approvalId);
    const detail = await getApproval({ key: admin.key }, approvalId);
    expect(detail.body).toMatchObject({
      transactionId,
      policy: { policyId, name: "Payroll needs a checker" },
      content: { type: "payroll", mode: "private", asset: "USDC", total: "3.25", recipientCount: 2, recipients },
    });

    // The maker's key has no admin permission; and no decision was counted.
    expectErrorShape(await approve({ key: developer.key }, approvalId), "FORBIDDEN", 403);
    expect((await getApproval({ key: admin.key }, approvalId)).body.approvals).toBe(0);

    const approved = await approve({ key: admin.key }, approvalId, "checked against the roster");
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", approvals: 1 });
    expect(approved.body.decisions).toEqual([
      expect.objectContaining({ decision: "approve", reason: "checked against the roster" }),
    ]);

    // Released: it is what an unheld payment starts as, a fresh deposit address to pay.
    const released = await getTransaction({ key: developer.key }, transactionId);
    expect(released.body).toMatchObject({ status: "processing", stage: "awaiting_deposit" });
    expect(released.body.ephemeralAddress).toEqual(expect.any(String));
    expect(released.body.approval).toMatchObject({ status: "approved" });
    const row = await findTransactionById(await getDb(), transactionId);
    await payDeposit(suite.world, payer, released.body.ephemeralAddress, "USDC", released.body.deposit.amount);
    const done = await settledStatus(developer.key, transactionId, ["completed", "failed"], 120_000);
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    expect(await balanceOf(suite.world, "USDC", staff[0]!)).toBe(1_250_000n);
    expect(await balanceOf(suite.world, "USDC", staff[1]!)).toBe(2_000_000n);
    expect(row?.depositDeadline).not.toBeNull();
    await expectBooksBalance([transactionId]);

    expect((await eventsOf(accountId, "approval.requested")).map((e) => e.data.approvalId)).toContain(approvalId);
    expect((await eventsOf(accountId, "approval.decided")).map((e) => e.data.approvalId)).toContain(approvalId);
    expect(await auditActionsOn(accountId, approvalId)).toEqual(["approval.approved", "approval.requested"]);
  }, 180_000);

  it("a rejected one is cancelled and takes no more decisions; an expired one is cancelled too", async () => {
    const admin = suite.owner;
    const { accountId } = admin.principal;
    const developer = await addKey(accountId, "write");
    const other = await addKey(accountId, "admin");
    await addPolicy(admin.key, { name: "every payroll", match: { types: ["payroll"] }, effect: "require_approval" });
    const payer = newAddress();
    const send = () => privatePayroll(developer.key, payer, [{ address: newAddress(), amount: "1" }], "1");

    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const rejected = await reject({ key: admin.key }, first.body.approval.approvalId, "unknown payee");
    expect(rejected.body).toMatchObject({ status: "rejected" });
    const cancelled = await getTransaction({ key: admin.key }, first.body.transactionId);
    expect(cancelled.body).toMatchObject({ status: "cancelled", stage: "cancelled", ephemeralAddress: null });
    expectErrorShape(await approve({ key: other.key }, first.body.approval.approvalId), "APPROVAL_NOT_AWAITING", 409);
    expect((await eventsOf(accountId, "transaction.cancelled")).map((e) => e.transactionId)).toContain(
      first.body.transactionId,
    );

    const second = await send();
    const approvalId = second.body.approval.approvalId;
    // Before its time, the expiry does nothing.
    expect(await expireApprovalAtTime(await getDb(), approvalId)).toEqual({ expired: false });
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await expireApprovalAtTime(await getDb(), approvalId, later)).toEqual({ expired: true });
    expect(await expireApprovalAtTime(await getDb(), approvalId, later)).toEqual({ expired: false });
    expect((await getApproval({ key: admin.key }, approvalId)).body.status).toBe("expired");
    expect((await getTransaction({ key: admin.key }, second.body.transactionId)).body.status).toBe("cancelled");
    expectErrorShape(await approve({ key: other.key }, approvalId), "APPROVAL_NOT_AWAITING", 409);
    expect(await auditActionsOn(accountId, approvalId)).toEqual(["approval.expired", "approval.requested"]);
  });

  it("two approvals: one admin counts once however many times it approves; a second admin releases it", async () => {
    const admin = suite.owner;
    const { accountId } = admin.principal;
    const developer = await addKey(accountId, "write");
    const checkerA = await addKey(accountId, "admin");
    const checkerB = await addKey(accountId, "admin");
    await addPolicy(admin.key, { name: "big", match: { minAmount: "50" }, effect: "require_approval", approvals: 2 });
    const held = await privatePayroll(developer.key, newAddress(), [{ address: newAddress(), amount: "60" }], "60");
    expect(held.body.approval.required).toBe(2);
    const approvalId = held.body.approval.approvalId;
    expect((await approve({ key: checkerA.key }, approvalId)).body).toMatchObject({ status: "awaiting", approvals: 1 });
    expectErrorShape(await approve({ key: checkerA.key }, approvalId), "APPROVAL_ALREADY_DECIDED", 409);
    expectErrorShape(await reject({ key: checkerA.key }, approvalId), "APPROVAL_ALREADY_DECIDED", 409);
    expect((await getTransaction({ key: admin.key }, held.body.transactionId)).body.status).toBe("pending");
    expect((await approve({ key: checkerB.key }, approvalId)).body).toMatchObject({ status: "approved", approvals: 2 });
    await eventually(
      async () => (await getTransaction({ key: admin.key }, held.body.transactionId)).body.stage === "awaiting_deposit",
      10_000,
    );
  });

  it("GET /v1/approvals pages newest first and filters by status", async () => {
    const { key, principal } = await newAccountKey("admin");
    const developer = await addKey(principal.accountId, "write");
    await addPolicy(key, { name: "all", match: {}, effect: "require_approval" });
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const held = await privatePayroll(developer.key, newAddress(), [{ address: newAddress(), amount: "1" }], "1");
      made.push(held.body.approval.approvalId);
    }
    const first = await listApprovals({ key: developer.key }, { limit: 2 });
    expect(first.body.approvals.map((a: { approvalId: string }) => a.approvalId)).toEqual([made[2], made[1]]);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.approvals[0].content.recipients).toBeUndefined();
    const next = await listApprovals({ key: developer.key }, { limit: 2, startingAfter: made[1]! });
    expect(next.body).toEqual({ approvals: [expect.objectContaining({ approvalId: made[0] })], hasMore: false });
    await approve({ key }, made[0]!);
    const approved = await listApprovals({ key }, { status: "approved" });
    expect(approved.body.approvals.map((a: { approvalId: string }) => a.approvalId)).toEqual([made[0]]);
    expect((await listApprovals({ key }, { status: "awaiting" })).body.approvals).toHaveLength(2);
    expectErrorShape(await listApprovals({ key }, { status: "maybe" }), "INVALID_REQUEST", 400);
    expectErrorShape(await listApprovals({ key }, { startingAfter: "apv_nope" }), "INVALID_REQUEST", 400);
  });
});
