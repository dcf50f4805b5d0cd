import { describe, expect, it } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as quoteRoute from "@/app/v1/quote/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { signedInMember } from "../members/members-harness";
import { addPolicy, approve, type Caller, getApproval, newAddress } from "../policies/approvals-harness";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * docs/threat-model.md, "Maker-checker approvals": an admin member who signs in (so maker-checker binds it) mints a
 * key in its session, then has that key mint a second one. The second key was made by the member through its first
 * key: it is the member's, and deciding the member's payment (or its first key's) with it is deciding its own.
 */

const suite = walletSuite("admin");

async function keyMadeBy(by: Caller, name: string) {
  const made = await call(keysRoute.POST, "POST", "/v1/api-keys", { ...by, body: { name, permission: "admin" } });
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

describe("a key made by a member's key", () => {
  it("is that member's: it cannot decide the member's payment nor its first key's", async () => {
    const owner = suite.owner;
    await addPolicy(owner.key, { name: "every payroll", match: { types: ["payroll"] }, effect: "require_approval" });
    const member = await signedInMember(owner.key, "admin");
    const first = await keyMadeBy({ headers: member.headers }, "first");
    const second = await keyMadeBy({ key: first.key }, "made by the first key");

    const membersOwn = await heldPayroll({ headers: member.headers });
    expectErrorShape(await approve({ key: second.key }, membersOwn), "SELF_APPROVAL", 403);
    const firstKeys = await heldPayroll({ key: first.key });
    expectErrorShape(await approve({ key: second.key }, firstKeys), "SELF_APPROVAL", 403);
    const secondKeys = await heldPayroll({ key: second.key });
    expectErrorShape(await approve({ headers: member.headers }, secondKeys), "SELF_APPROVAL", 403);

    for (const approvalId of [membersOwn, firstKeys, secondKeys]) {
      expect((await getApproval({ key: owner.key }, approvalId)).body).toMatchObject({
        status: "awaiting",
        approvals: 0,
      });
      // The owner's first key is no one's member: it approves.
      expect((await approve({ key: owner.key }, approvalId)).body).toMatchObject({ status: "approved" });
    }
  });
});
