import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as faucetRoute from "@/app/api/pay/[paymentRequestId]/faucet/route";
import { resetEnv } from "@/server/env";
import { createRequest } from "../payment-requests/payment-request-harness";
import { call } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

const ask = (paymentRequestId: string, opts: { body?: unknown; rawBody?: string; headers?: Record<string, string> }) =>
  call(faucetRoute.POST, "POST", `/api/pay/${paymentRequestId}/faucet`, { ...opts, params: { paymentRequestId } });

describe("a stranger probing for the pay faucet off the embedded devnet", () => {
  it("gets 404 NOT_FOUND whatever the body, as for a path no route serves: checked before the request is read", async () => {
    const made = await createRequest(suite.owner.key, {
      asset: "SOL",
      amount: "1",
      recipient: Keypair.generate().publicKey.toBase58(),
    });
    process.env.EMBEDDED_DEVNET = "0";
    resetEnv();
    try {
      const results = [];
      for (const opts of [{ body: {} }, { rawBody: "not json" }, { body: { account: 5 } }]) {
        const r = await ask(made.body.paymentRequestId, opts);
        results.push(`${r.status} ${r.body?.error?.code}`);
      }
      const unknown = await ask("prq_doesnotexist", { body: { account: Keypair.generate().publicKey.toBase58() } });
      results.push(`${unknown.status} ${unknown.body?.error?.code}`);
      expect(results).toEqual(Array(4).fill("404 NOT_FOUND"));
    } finally {
      process.env.EMBEDDED_DEVNET = "1";
      resetEnv();
    }
  });
});
