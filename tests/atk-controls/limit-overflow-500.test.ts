import { describe, expect, it } from "vitest";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as memberRoute from "@/app/v1/members/[memberId]/route";
import * as membersRoute from "@/app/v1/members/route";
import { newWallet } from "../members/members-harness";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";

// perDay is a decimalString without a bound: 10^15 whole USDC is 10^21 base units, past numeric(20,0).
const huge = "1000000000000000";

describe("atk: a perDay past numeric(20,0) is a 500, not a 400", () => {
  it("POST /v1/api-keys", async () => {
    const { key } = await newAccountKey("admin");
    const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key,
      body: { name: "x", permission: "write", spendingLimits: [{ asset: "USDC", perDay: huge }] },
    });
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(500);
  });

  it("PATCH /v1/api-keys/{keyId}", async () => {
    const { key } = await newAccountKey("admin");
    const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key,
      body: { name: "x", permission: "write" },
    });
    expect(made.status).toBe(201);
    const patched = await call(keyRoute.PATCH, "PATCH", `/v1/api-keys/${made.body.keyId}`, {
      key,
      params: { keyId: made.body.keyId },
      body: { spendingLimits: [{ asset: "SOL", perDay: huge }] },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBeLessThan(500);
  });

  it("POST /v1/members and PATCH /v1/members/{memberId}", async () => {
    const { key } = await newAccountKey("admin");
    const invited = await call(membersRoute.POST, "POST", "/v1/members", {
      key,
      body: { address: newWallet().address, role: "developer", spendingLimits: [{ asset: "USDT", perDay: huge }] },
    });
    expect.soft(invited.status, JSON.stringify(invited.body)).toBeLessThan(500);
    const ok = await call(membersRoute.POST, "POST", "/v1/members", {
      key,
      body: { address: newWallet().address, role: "developer" },
    });
    expect(ok.status).toBe(201);
    const patched = await call(memberRoute.PATCH, "PATCH", `/v1/members/${ok.body.memberId}`, {
      key,
      params: { memberId: ok.body.memberId },
      body: { spendingLimits: [{ asset: "USDC", perDay: huge }] },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBeLessThan(500);
  });
});
