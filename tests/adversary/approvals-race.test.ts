import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as policyRoute from "@/app/v1/policies/[policyId]/route";
import { getDb } from "@/server/db/client";
import { depositAccounts } from "@/server/db/schema";
import {
  addPolicy,
  approve,
  getApproval,
  getTransaction,
  newAddress,
  privatePayroll,
  reject,
} from "../policies/approvals-harness";
import { addKey } from "../support/accounts";
import { call } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * docs/threat-model.md, "Maker-checker approvals": decisions racing on one approval end it once (the conditional
 * update on the approval is the lock), and a policy edited or deleted while a payment waits does not change what that
 * payment needs (the approval copied the requirement when it was made).
 */

const suite = walletSuite("admin");

async function heldBy(key: string) {
  const held = await privatePayroll(key, newAddress(), [{ address: newAddress(), amount: "1" }], "1");
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  return held.body as { transactionId: string; approval: { approvalId: string } };
}

async function depositAccountsOf(transactionId: string) {
  return (await getDb()).select().from(depositAccounts).where(eq(depositAccounts.transactionId, transactionId));
}

describe("approvals under races and edits", () => {
  it("an approval and a rejection racing: exactly one ends it, and the payment agrees with the winner", async () => {
    const owner = suite.owner;
    await addPolicy(owner.key, { name: "checked", match: { types: ["payroll"] }, effect: "require_approval" });
    const developer = await addKey(owner.principal.accountId, "write");
    const approver = await addKey(owner.principal.accountId, "admin");
    const rejecter = await addKey(owner.principal.accountId, "admin");
    const outcomes = { approved: 0, rejected: 0 };
    for (let round = 0; round < 8; round++) {
      const held = await heldBy(developer.key);
      const { approvalId } = held.approval;
      const [a, r] = await Promise.all([
        approve({ key: approver.key }, approvalId),
        reject({ key: rejecter.key }, approvalId),
      ]);
      const wins = [a, r].filter((x) => x.status === 200);
      expect(wins, JSON.stringify([a.body, r.body])).toHaveLength(1);
      const loser = a.status === 200 ? r : a;
      expect(loser.status).toBe(409);
      expect(loser.body.error.code).toBe("APPROVAL_NOT_AWAITING");
      const approval = (await getApproval({ key: owner.key }, approvalId)).body;
      const payment = (await getTransaction({ key: owner.key }, held.transactionId)).body;
      // The loser's decision was rolled back with it: one decision recorded.
      expect(approval.decisions).toHaveLength(1);
      if (approval.status === "approved") {
        outcomes.approved++;
        expect(payment.stage).toBe("awaiting_deposit");
        expect(payment.ephemeralAddress).toEqual(expect.any(String));
        expect((await depositAccountsOf(held.transactionId)).length).toBeGreaterThan(0);
      } else {
        outcomes.rejected++;
        expect(approval.status).toBe("rejected");
        expect(payment).toMatchObject({ status: "cancelled", ephemeralAddress: null });
        expect(await depositAccountsOf(held.transactionId)).toEqual([]);
      }
    }
    console.log(`approve/reject races: ${JSON.stringify(outcomes)}`);
  });

  it("two admins approving at once a payment needing one: one release, one deposit address", async () => {
    const owner = suite.owner;
    await addPolicy(owner.key, { name: "checked once", match: { types: ["payroll"] }, effect: "require_approval" });
    const developer = await addKey(owner.principal.accountId, "write");
    const admins = [await addKey(owner.principal.accountId, "admin"), await addKey(owner.principal.accountId, "admin")];
    for (let round = 0; round < 5; round++) {
      const held = await heldBy(developer.key);
      const results = await Promise.all(admins.map((a) => approve({ key: a.key }, held.approval.approvalId)));
      expect(results.filter((x) => x.status === 200)).toHaveLength(1);
      expect(results.filter((x) => x.status === 409).map((x) => x.body.error.code)).toEqual(["APPROVAL_NOT_AWAITING"]);
      const accounts = await depositAccountsOf(held.transactionId);
      expect(new Set(accounts.map((a) => a.transactionId)).size).toBe(1);
      const payment = (await getTransaction({ key: owner.key }, held.transactionId)).body;
      expect(accounts.length).toBeGreaterThan(0);
      expect(payment.stage).toBe("awaiting_deposit");
    }
  });

  it("a policy lowered or deleted while a payment waits: the payment still needs what it was held with", async () => {
    const { key, principal } = suite.owner;
    // The strictest of the account's policies (this file's others need 1) holds it for 5.
    const developer = await addKey(principal.accountId, "write");
    const policyId = await addPolicy(key, {
      name: "five for big",
      match: { minAmount: "0.5", types: ["payroll"] },
      effect: "require_approval",
      approvals: 5,
    });
    const held = await heldBy(developer.key);
    const { approvalId } = held.approval;
    expect((await getApproval({ key }, approvalId)).body).toMatchObject({ required: 5, policy: { policyId } });
    const lowered = await call(policyRoute.PATCH, "PATCH", `/v1/policies/${policyId}`, {
      key,
      params: { policyId },
      body: { approvals: 1 },
    });
    expect(lowered.status).toBe(200);
    const deleted = await call(policyRoute.DELETE, "DELETE", `/v1/policies/${policyId}`, { key, params: { policyId } });
    expect(deleted.status).toBe(200);
    const first = await addKey(principal.accountId, "admin");
    expect((await approve({ key: first.key }, approvalId)).body).toMatchObject({ status: "awaiting", required: 5 });
    expect((await getTransaction({ key }, held.transactionId)).body.status).toBe("pending");
  });
});
