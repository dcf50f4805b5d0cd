import { describe, expect, it } from "vitest";
import { addKey } from "../support/accounts";
import { walletSuite } from "../wallet/wallet-harness";
import { addPolicy, approve, getApproval, listApprovals, newAddress, privatePayroll } from "./approvals-harness";

/*
 * GET /v1/approvals/{approvalId} tells its caller its part (maker, or decided already) so the dashboard says why it
 * cannot decide instead of offering a button the API refuses; every approval names its maker.
 */

const suite = walletSuite("admin");

describe("an approval's maker and the caller's part in it", () => {
  it("names the maker (its key's name), tells the maker it made it and a checker whether it decided", async () => {
    const owner = suite.owner;
    await addPolicy(owner.key, {
      name: "two checkers for the viewer",
      match: { types: ["payroll"] },
      effect: "require_approval",
      approvals: 2,
    });
    const maker = await addKey(owner.principal.accountId, "admin");
    const held = await privatePayroll(maker.key, newAddress(), [{ address: newAddress(), amount: "2" }], "2");
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const approvalId = held.body.approval.approvalId as string;

    const asMaker = await getApproval({ key: maker.key }, approvalId);
    expect(asMaker.body).toMatchObject({
      maker: { keyId: maker.principal.keyId, name: "admin key" },
      viewer: { isMaker: true, hasDecided: false },
    });

    const checker = await addKey(owner.principal.accountId, "admin");
    expect((await getApproval({ key: checker.key }, approvalId)).body.viewer).toEqual({
      isMaker: false,
      hasDecided: false,
    });
    expect((await approve({ key: checker.key }, approvalId, "roster checked")).body).toMatchObject({ approvals: 1 });
    const decided = await getApproval({ key: checker.key }, approvalId);
    expect(decided.body.viewer).toEqual({ isMaker: false, hasDecided: true });
    expect(decided.body.decisions).toEqual([
      expect.objectContaining({ decision: "approve", reason: "roster checked" }),
    ]);

    // A list names the maker too, but the caller's part is the single GET's alone.
    const inbox = await listApprovals({ key: checker.key }, { status: "awaiting" });
    const listed = inbox.body.approvals.find((a: { approvalId: string }) => a.approvalId === approvalId);
    expect(listed.maker).toEqual({ keyId: maker.principal.keyId, memberId: null, name: "admin key" });
    expect(listed.viewer).toBeUndefined();
  });
});
