import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as faucetRoute from "@/app/api/pay/[paymentRequestId]/faucet/route";
import { resetEnv } from "@/server/env";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";
import { createRequest } from "./payment-request-harness";

const suite = walletSuite();

const askFaucet = (paymentRequestId: string, account: string) =>
  call(faucetRoute.POST, "POST", `/api/pay/${paymentRequestId}/faucet`, {
    body: { account },
    params: { paymentRequestId },
  });

describe("the pay page's faucet, in test mode", () => {
  it("funds a payer's empty wallet with the request's amount and SOL for fees, for wallet-mode requests only", async () => {
    const made = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "2.5",
      recipient: Keypair.generate().publicKey.toBase58(),
    });
    const id = made.body.paymentRequestId as string;
    const payer = Keypair.generate().publicKey;
    const answer = await askFaucet(id, payer.toBase58());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.funded.map((f: { asset: string; amount: string }) => `${f.amount} ${f.asset}`)).toEqual([
      "2.5 USDC",
      "0.1 SOL",
    ]);
    expect(await suite.world.connection.getBalance(payer)).toBe(100_000_000);

    const privateRequest = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "1",
      mode: "private",
      recipient: Keypair.generate().publicKey.toBase58(),
    });
    const refused = await askFaucet(privateRequest.body.paymentRequestId as string, payer.toBase58());
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it("does not exist off the embedded devnet", async () => {
    const made = await createRequest(suite.owner.key, {
      asset: "SOL",
      amount: "1",
      recipient: Keypair.generate().publicKey.toBase58(),
    });
    process.env.EMBEDDED_DEVNET = "0";
    resetEnv();
    try {
      const answer = await askFaucet(made.body.paymentRequestId as string, Keypair.generate().publicKey.toBase58());
      expectErrorShape(answer, "NOT_FOUND", 404);
    } finally {
      process.env.EMBEDDED_DEVNET = "1";
      resetEnv();
    }
  });
});
