import { describe, expect, it } from "vitest";
import * as rotateRoute from "@/app/v1/api-keys/[keyId]/rotate/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as quoteRoute from "@/app/v1/quote/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { signedInMember } from "../members/members-harness";
import {
  addPolicy,
  approve,
  type Caller,
  getApproval,
  newAddress,
  privatePayroll,
  reject,
} from "../policies/approvals-harness";
import { addKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * docs/threat-model.md, "Maker-checker approvals": a maker with admin rights tries to approve its own held payment
 * through every identity it holds: the same key, a second key, the member that made the key, a key that member made,
 * a rotation of the key; and as a member, through a key it made. Each is 403 SELF_APPROVAL and counts nothing; an
 * admin who is none of them approves.
 */

const suite = walletSuite("admin");

async function keyMadeBy(member: Caller, name: string) {
  const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
    ...member,
    body: { name, permission: "admin" },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { key: string; keyId: string };
}

async function heldPayroll(maker: Caller) {
  const quoted = await call(quoteRoute.GET, "GET", "/v1/quote", {
    ...maker,
    query: { inputAsset: "USDC", outputAsset: "USDC", amount: "2", mode: "private" },
  });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  const held = await call(transactionsRoute.POST, "POST", "/v1/transactions", {
    ...maker,
    body: {
      type: "payroll",
      quoteId: quoted.body.quoteId,
      mode: "private",
      sender: newAddress(),
      recipients: [{ address: newAddress(), amount: "2" }],
    },
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  return held.body.approval.approvalId as string;
}

describe("a maker approving its own payment", () => {
  it("is refused through the same key, a second key of its member, the member itself and a rotation of the key", async () => {
    const owner = suite.owner;
    await addPolicy(owner.key, { name: "every payroll", match: { types: ["payroll"] }, effect: "require_approval" });
    const member = await signedInMember(owner.key, "admin");
    const memberCaller = { headers: member.headers };
    const makerKey = await keyMadeBy(memberCaller, "maker");
    const secondKey = await keyMadeBy(memberCaller, "second");
    const approvalId = await heldPayroll({ key: makerKey.key });

    const rotated = await call(rotateRoute.POST, "POST", `/v1/api-keys/${makerKey.keyId}/rotate`, {
      key: owner.key,
      params: { keyId: makerKey.keyId },
      body: { gracePeriodSeconds: 3600 },
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(201);

    const selves: [string, Caller][] = [
      ["the same key", { key: makerKey.key }],
      ["a second key its member made", { key: secondKey.key }],
      ["the member that made the key", memberCaller],
      ["the key's rotation", { key: rotated.body.key }],
    ];
    for (const [who, caller] of selves) {
      const approved = await approve(caller, approvalId);
      expect(approved.body.error?.code, who).toBe("SELF_APPROVAL");
      expectErrorShape(approved, "SELF_APPROVAL", 403);
      expectErrorShape(await reject(caller, approvalId), "SELF_APPROVAL", 403);
    }
    expect((await getApproval({ key: owner.key }, approvalId)).body).toMatchObject({
      status: "awaiting",
      approvals: 0,
      decisions: [],
    });

    // Someone else: an admin key nobody of the maker's made.
    const checker = await addKey(owner.principal.accountId, "admin");
    expect((await approve({ key: checker.key }, approvalId)).body).toMatchObject({ status: "approved", approvals: 1 });
  });

  it("a member's own payment is refused to the keys that member made", async () => {
    const owner = suite.owner;
    await addPolicy(owner.key, { name: "payroll again", match: { types: ["payroll"] }, effect: "require_approval" });
    const member = await signedInMember(owner.key, "admin");
    const approvalId = await heldPayroll({ headers: member.headers });
    const itsKey = await keyMadeBy({ headers: member.headers }, "member's key");
    expectErrorShape(await approve({ key: itsKey.key }, approvalId), "SELF_APPROVAL", 403);
    expectErrorShape(await approve({ headers: member.headers }, approvalId), "SELF_APPROVAL", 403);
    expect((await approve({ key: owner.key }, approvalId)).body.status).toBe("approved");
  });

  it("two keys of one other member count as one decider", async () => {
    const owner = suite.owner;
    await addPolicy(owner.key, {
      name: "two checkers",
      match: { minAmount: "1" },
      effect: "require_approval",
      approvals: 2,
    });
    const developer = await addKey(owner.principal.accountId, "write");
    const held = await privatePayroll(developer.key, newAddress(), [{ address: newAddress(), amount: "2" }], "2");
    const approvalId = held.body.approval.approvalId;
    expect(held.body.approval.required).toBe(2);
    const checker = await signedInMember(owner.key, "admin");
    const first = await keyMadeBy({ headers: checker.headers }, "checker one");
    const second = await keyMadeBy({ headers: checker.headers }, "checker two");
    expect((await approve({ key: first.key }, approvalId)).body).toMatchObject({ status: "awaiting", approvals: 1 });
    expectErrorShape(await approve({ key: second.key }, approvalId), "APPROVAL_ALREADY_DECIDED", 409);
    expectErrorShape(await approve({ headers: checker.headers }, approvalId), "APPROVAL_ALREADY_DECIDED", 409);
    expect((await getApproval({ key: owner.key }, approvalId)).body.approvals).toBe(1);
  });
});
