import { describe, expect, it } from "vitest";
import * as topUpsRoute from "@/app/v1/private-balance/top-ups/route";
import { usdc } from "../private-balance/balance-harness";
import { call } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * atk: a top-up of the largest ledger amount is accepted (201), though its deposit (amount + fee) is more than any
 * ledger transfer can carry: a deposit address nobody can ever pay, holding one of the account's open deposits
 * until it expires, and a paymentUrl asking wallets for an impossible amount.
 */

const suite = walletSuite();
const maxU64 = 2n ** 64n - 1n;

describe("atk: a top-up whose deposit no transfer can pay", () => {
  it("a top-up of 18446744073709.551615 USDC is refused, since its deposit exceeds a ledger amount", async () => {
    const made = await call(topUpsRoute.POST, "POST", "/v1/private-balance/top-ups", {
      key: suite.owner.key,
      body: { asset: "USDC", amount: "18446744073709.551615" },
    });
    console.log(made.status, JSON.stringify(made.body));
    if (made.status === 201) {
      // What it asks for cannot be paid by one ledger transfer.
      expect(usdc(made.body.depositAmount) > maxU64).toBe(true);
    }
    expect(made.status, "an unpayable top-up was opened").toBe(400);
  }, 60_000);
});
