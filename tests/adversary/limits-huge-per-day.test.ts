import { describe, expect, it } from "vitest";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as memberRoute from "@/app/v1/members/[memberId]/route";
import * as membersRoute from "@/app/v1/members/route";
import { newWallet } from "../members/members-harness";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

// A limit is held as a u64 (numeric(20,0)): 10^15 whole USDC is 10^21 base units, past the column. The largest a
// ledger amount can be is accepted; one base unit more is 400 INVALID_AMOUNT, never a 500.
const huge = "1000000000000000";
const maxUsdc = "18446744073709.551615";
const pastMaxUsdc = "18446744073709.551616";

describe("a perDay past what a payment can be", () => {
  it("POST /v1/api-keys: 400 INVALID_AMOUNT past a u64, 201 at the u64's largest value", async () => {
    const { key } = await newAccountKey("admin");
    for (const perDay of [huge, pastMaxUsdc]) {
      const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
        key,
        body: { name: "x", permission: "write", spendingLimits: [{ asset: "USDC", perDay }] },
      });
      expectErrorShape(made, "INVALID_AMOUNT", 400);
      expect(made.body.error.details).toMatchObject({ asset: "USDC", perDay, max: maxUsdc });
    }
    const atMax = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key,
      body: { name: "x", permission: "write", spendingLimits: [{ asset: "USDC", perDay: maxUsdc }] },
    });
    expect(atMax.status, JSON.stringify(atMax.body)).toBe(201);
    expect(atMax.body.spendingLimits).toEqual([{ asset: "USDC", perDay: maxUsdc }]);
  });

  it("PATCH /v1/api-keys/{keyId}: 400 INVALID_AMOUNT", async () => {
    const { key } = await newAccountKey("admin");
    const made = await call(keysRoute.POST, "POST", "/v1/api-keys", { key, body: { name: "x", permission: "write" } });
    expect(made.status).toBe(201);
    const patched = await call(keyRoute.PATCH, "PATCH", `/v1/api-keys/${made.body.keyId}`, {
      key,
      params: { keyId: made.body.keyId },
      body: { spendingLimits: [{ asset: "SOL", perDay: huge }] },
    });
    expectErrorShape(patched, "INVALID_AMOUNT", 400);
  });

  it("POST /v1/members and PATCH /v1/members/{memberId}: 400 INVALID_AMOUNT, and no member is invited", async () => {
    const { key } = await newAccountKey("admin");
    const wallet = newWallet().address;
    const invited = await call(membersRoute.POST, "POST", "/v1/members", {
      key,
      body: { address: wallet, role: "developer", spendingLimits: [{ asset: "USDT", perDay: huge }] },
    });
    expectErrorShape(invited, "INVALID_AMOUNT", 400);
    const again = await call(membersRoute.POST, "POST", "/v1/members", {
      key,
      body: { address: wallet, role: "developer" },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const patched = await call(memberRoute.PATCH, "PATCH", `/v1/members/${again.body.memberId}`, {
      key,
      params: { memberId: again.body.memberId },
      body: { spendingLimits: [{ asset: "USDC", perDay: huge }] },
    });
    expectErrorShape(patched, "INVALID_AMOUNT", 400);
  });
});
