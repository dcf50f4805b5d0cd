import { describe, expect, it } from "vitest";
import * as topUpsRoute from "@/app/v1/private-balance/top-ups/route";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * Adversary of the private balance (docs/threat-model.md, "Private balance"): a top-up of the largest ledger amount,
 * whose deposit (amount plus its fee) no single transfer can carry: refused, so no deposit address nobody can pay
 * holds one of the account's open deposits.
 */

const suite = walletSuite();

describe("a top-up whose deposit no transfer can pay", () => {
  it("a top-up whose deposit is more than one ledger transfer carries is refused with INVALID_AMOUNT", async () => {
    const made = await call(topUpsRoute.POST, "POST", "/v1/private-balance/top-ups", {
      key: suite.owner.key,
      body: { asset: "USDC", amount: "18446744073709.551615" },
    });
    expectErrorShape(made, "INVALID_AMOUNT", 400);
    expect(made.body.error.details).toMatchObject({ maximum: "18446744073709.551615" });
  }, 60_000);
});
