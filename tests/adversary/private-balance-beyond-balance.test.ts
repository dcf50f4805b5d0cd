import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as withdrawalsRoute from "@/app/v1/private-balance/withdrawals/route";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * Adversary of the private balance (docs/threat-model.md, "Private balance"): a key with nothing on its balance asks
 * for a withdrawal beyond the pool too, to read the pool's inventory from the 503. The balance is asked first.
 */

const suite = walletSuite();

describe("a withdrawal beyond the balance and the pool", () => {
  it("a withdrawal far beyond the balance is refused INSUFFICIENT_BALANCE, naming nothing of the pool", async () => {
    // The largest ledger amount, and one a billion USDC the pool does not hold either.
    for (const amount of ["18446744073709.551615", "1000000000"]) {
      const got = await call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
        key: suite.owner.key,
        body: { asset: "USDC", amount, address: Keypair.generate().publicKey.toBase58() },
      });
      expectErrorShape(got, "INSUFFICIENT_BALANCE", 422);
      expect(got.body.error.details).toMatchObject({ asset: "USDC", available: "0", reason: "private_balance" });
    }
  }, 60_000);
});
