import { describe, expect, it } from "vitest";
import * as policyRoute from "@/app/v1/policies/[policyId]/route";
import { addPolicy } from "../policies/approvals-harness";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * An admin (or a client generated from the OpenAPI document) sends approvals to a refuse policy in a PATCH: the
 * refusal has the same shape as every other invalid body (issues[].path a dotted string, the message naming it).
 */

const suite = walletSuite("admin");

describe("PATCH /v1/policies/{policyId} with approvals on a refuse policy", () => {
  it("is 400 INVALID_REQUEST in the body errors' shape, and the policy is unchanged", async () => {
    const policyId = await addPolicy(suite.owner.key, {
      name: "no sends",
      match: { types: ["send"] },
      effect: "refuse",
    });
    const patched = await call(policyRoute.PATCH, "PATCH", `/v1/policies/${policyId}`, {
      key: suite.owner.key,
      params: { policyId },
      body: { approvals: 3 },
    });
    expectErrorShape(patched, "INVALID_REQUEST", 400);
    expect(patched.body.error.message).toBe(
      "Invalid request body: approvals: approvals is only for effect require_approval",
    );
    expect(patched.body.error.details.issues).toEqual([
      { path: "approvals", message: "approvals is only for effect require_approval" },
    ]);
    const after = await call(policyRoute.GET, "GET", `/v1/policies/${policyId}`, {
      key: suite.owner.key,
      params: { policyId },
    });
    expect(after.body).toMatchObject({ effect: "refuse", approvals: null });
  });
});
