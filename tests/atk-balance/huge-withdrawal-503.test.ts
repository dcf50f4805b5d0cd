import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as withdrawalsRoute from "@/app/v1/private-balance/withdrawals/route";
import { call } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/*
 * atk: a withdrawal far beyond an empty balance is answered 503 ROUTING_UNAVAILABLE "try later", with the pool's
 * whole inventory in `details.available`, instead of 422 INSUFFICIENT_BALANCE: the pool's capacity is checked
 * (paymentCharges -> requireCapacity) before the balance, so any write key with nothing on its balance reads the
 * pool's holdings and is told to retry a request that can never pass.
 */

const suite = walletSuite();

describe("atk: a withdrawal beyond the balance and the pool", () => {
  it("is refused as INSUFFICIENT_BALANCE, revealing nothing of the pool", async () => {
    const got = await call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
      key: suite.owner.key,
      body: { asset: "USDC", amount: "18446744073709.551615", address: Keypair.generate().publicKey.toBase58() },
    });
    console.log(got.status, JSON.stringify(got.body));
    expect(got.status, JSON.stringify(got.body)).toBe(422);
    expect(got.body.error.code).toBe("INSUFFICIENT_BALANCE");
  }, 60_000);
});
