import { afterEach, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { addKey } from "../support/accounts";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";
import { addPolicy, eventsOf, getApproval, getTransaction, newAddress, privatePayroll } from "./approvals-harness";

const suite = walletSuite("admin");

afterEach(() => {
  delete process.env.APPROVAL_TTL;
  resetEnv();
});

describe("an approval nobody decides", () => {
  it("expires at APPROVAL_TTL by its background function, and the payment it held is cancelled", async () => {
    process.env.APPROVAL_TTL = "5";
    resetEnv();
    const { key, principal } = suite.owner;
    const developer = await addKey(principal.accountId, "write");
    await addPolicy(key, { name: "every payroll", match: { types: ["payroll"] }, effect: "require_approval" });
    const held = await privatePayroll(developer.key, newAddress(), [{ address: newAddress(), amount: "1" }], "1");
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const { approvalId } = held.body.approval;
    const expiresAt = Date.parse((await getApproval({ key }, approvalId)).body.expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(3_000);
    // A clock that must pass: the TTL itself (the function sleeps until expiresAt, then expires it).
    await eventually(async () => (await getApproval({ key }, approvalId)).body.status === "expired", 120_000);
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect((await getTransaction({ key }, held.body.transactionId)).body).toMatchObject({
      status: "cancelled",
      stage: "cancelled",
    });
    expect((await eventsOf(principal.accountId, "approval.decided")).map((e) => e.data.status)).toEqual(["expired"]);
  }, 90_000);
});
