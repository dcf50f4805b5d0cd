import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as policyRoute from "@/app/v1/policies/[policyId]/route";
import * as policiesRoute from "@/app/v1/policies/route";
import { maxPoliciesPerAccount } from "@/server/contracts/policies";
import { getDb } from "@/server/db/client";
import { auditEvents, policies } from "@/server/db/schema";
import { newId } from "@/server/ids";
import { addKey, newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

const add = (key: string, body: unknown) => call(policiesRoute.POST, "POST", "/v1/policies", { key, body });
const handlers = { GET: policyRoute.GET, PATCH: policyRoute.PATCH, DELETE: policyRoute.DELETE };
const one = (key: string, method: keyof typeof handlers, policyId: string, body?: unknown) =>
  call(handlers[method], method, `/v1/policies/${policyId}`, { key, params: { policyId }, body });

async function auditActions(accountId: string, objectId: string) {
  const rows = await (await getDb())
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.objectId, objectId)));
  return rows;
}

describe("payment policies", () => {
  it("an admin creates, reads, lists, changes and deletes a policy; each change is audited", async () => {
    const { key, principal } = await newAccountKey("admin");
    const body = {
      name: "Large payroll",
      match: { types: ["payroll"], modes: ["private"], assets: ["USDC"], minAmount: "10000" },
      effect: "require_approval",
      approvals: 2,
    };
    const made = await add(key, body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ ...body, policyId: expect.stringMatching(/^pol_/) });
    const policyId = made.body.policyId;

    expect((await one(key, "GET", policyId)).body).toEqual(made.body);
    expect((await call(policiesRoute.GET, "GET", "/v1/policies", { key })).body.policies).toEqual([made.body]);

    const changed = await one(key, "PATCH", policyId, { effect: "refuse" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ effect: "refuse", approvals: null, name: "Large payroll" });
    const back = await one(key, "PATCH", policyId, { effect: "require_approval" });
    expect(back.body.approvals).toBe(1);

    const deleted = await one(key, "DELETE", policyId);
    expect(deleted.body).toEqual({ policyId, deleted: true });
    expectErrorShape(await one(key, "GET", policyId), "POLICY_NOT_FOUND", 404);
    expectErrorShape(await one(key, "DELETE", policyId), "POLICY_NOT_FOUND", 404);
    expect((await call(policiesRoute.GET, "GET", "/v1/policies", { key })).body.policies).toEqual([]);

    const audited = await auditActions(principal.accountId, policyId);
    expect(audited.map((a) => a.action).sort()).toEqual([
      "policy.created",
      "policy.deleted",
      "policy.updated",
      "policy.updated",
    ]);
    const firstUpdate = audited.find((a) => a.action === "policy.updated")!;
    expect(firstUpdate.details).toMatchObject({ before: { effect: "require_approval" }, after: { effect: "refuse" } });
  });

  it("only an admin manages policies; another account's policy is 404", async () => {
    const { key, principal } = await newAccountKey("admin");
    const write = await addKey(principal.accountId, "write");
    const body = { name: "Refuse SOL", match: { assets: ["SOL"] }, effect: "refuse" };
    expectErrorShape(await add(write.key, body), "FORBIDDEN", 403);
    expectErrorShape(await call(policiesRoute.GET, "GET", "/v1/policies", { key: write.key }), "FORBIDDEN", 403);
    const made = await add(key, body);
    expect(made.status).toBe(201);
    const other = await newAccountKey("admin");
    expectErrorShape(await one(other.key, "GET", made.body.policyId), "POLICY_NOT_FOUND", 404);
    expectErrorShape(await one(other.key, "PATCH", made.body.policyId, { name: "x" }), "POLICY_NOT_FOUND", 404);
    expectErrorShape(await one(other.key, "DELETE", made.body.policyId), "POLICY_NOT_FOUND", 404);
    expect((await one(key, "GET", made.body.policyId)).status).toBe(200);
  });

  it("bounds its input: name, lists, amounts, approvals 1 to 5, approvals only with require_approval", async () => {
    const { key } = await newAccountKey("admin");
    const ok = { name: "p", match: {}, effect: "require_approval" };
    const bad = [
      { ...ok, name: "" },
      { ...ok, name: "x".repeat(101) },
      { ...ok, approvals: 0 },
      { ...ok, approvals: 6 },
      { ...ok, approvals: 1.5 },
      { ...ok, effect: "allow" },
      { ...ok, effect: "refuse", approvals: 2 },
      { ...ok, match: { types: ["top_up"] } },
      { ...ok, match: { types: [] } },
      { ...ok, match: { types: ["send", "send"] } },
      { ...ok, match: { assets: ["SOL", "USDC", "USDT", "SOL"] } },
      { ...ok, match: { minAmount: "1.0000000001" } },
      { ...ok, match: { minAmount: "-1" } },
      { ...ok, match: { minAmount: "1".repeat(21) } },
      { ...ok, match: { unknown: true } },
      { ...ok, extra: 1 },
      { name: "p", match: {} },
    ];
    for (const body of bad) expectErrorShape(await add(key, body), "INVALID_REQUEST", 400);
    const made = await add(key, ok);
    expect(made.body.approvals).toBe(1);
    expectErrorShape(await one(key, "PATCH", made.body.policyId, {}), "INVALID_REQUEST", 400);
    const refuse = await add(key, { name: "r", match: {}, effect: "refuse" });
    expectErrorShape(await one(key, "PATCH", refuse.body.policyId, { approvals: 2 }), "INVALID_REQUEST", 400);
  });

  it(`holds at most ${maxPoliciesPerAccount} policies per account (422 TOO_MANY_POLICIES)`, async () => {
    const { key, principal } = await newAccountKey("admin");
    const db = await getDb();
    await db.insert(policies).values(
      Array.from({ length: maxPoliciesPerAccount }, (_, i) => ({
        id: newId("policy"),
        accountId: principal.accountId,
        name: `p${i}`,
        match: {},
        effect: "refuse" as const,
      })),
    );
    const refused = await add(key, { name: "one more", match: {}, effect: "refuse" });
    expectErrorShape(refused, "TOO_MANY_POLICIES", 422);
    expect(refused.body.error.details.limit).toBe(maxPoliciesPerAccount);
    const listed = await call(policiesRoute.GET, "GET", "/v1/policies", { key });
    expect(listed.body.policies).toHaveLength(maxPoliciesPerAccount);
    expect((await one(key, "DELETE", listed.body.policies[0].policyId)).status).toBe(200);
    expect((await add(key, { name: "one more", match: {}, effect: "refuse" })).status).toBe(201);
  });
});
