import { Keypair } from "@solana/web3.js";
import { expect } from "vitest";
import * as balanceRoute from "@/app/v1/private-balance/route";
import * as topUpsRoute from "@/app/v1/private-balance/top-ups/route";
import { parseAmount } from "@/server/money";
import { fundedWallet, payDeposit } from "../private/private-harness";
import type { TestKey } from "../support/accounts";
import { call } from "../support/call";
import { create, getQuote, settledStatus, type WalletWorld } from "../wallet/wallet-harness";

export const usdc = (text: string) => {
  const negative = text.startsWith("-");
  const units = (parseAmount(negative ? text.slice(1) : text, 6) as { units: bigint }).units;
  return negative ? -units : units;
};

/** The account's USDC private balance, in base units. */
export async function usdcBalance(key: string) {
  const got = await call(balanceRoute.GET, "GET", "/v1/private-balance", { key });
  expect(got.status).toBe(200);
  const row = got.body.balances.find((b: { asset: string }) => b.asset === "USDC");
  return { available: usdc(row.available), pending: usdc(row.pending) };
}

/** Tops up the account's USDC balance by `amount` through a real deposit, paid by a fresh wallet, and waits for it. */
export async function toppedUp(world: WalletWorld, owner: TestKey, amount: string) {
  const made = await call(topUpsRoute.POST, "POST", "/v1/private-balance/top-ups", {
    key: owner.key,
    body: { asset: "USDC", amount },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const payer = await fundedWallet(world);
  await payDeposit(world, payer, made.body.ephemeralAddress, "USDC", made.body.depositAmount);
  const done = await settledStatus(owner.key, made.body.topUpId, ["completed", "failed"]);
  expect(done.status, JSON.stringify(done)).toBe("completed");
  return { ...(made.body as { topUpId: string; depositAmount: string; ephemeralAddress: string }), payer };
}

/** Asks for a private USDC send of `amount` to `to` (a fresh wallet by default), paid from the private balance. */
export async function askBalanceSend(key: string, amount: string, to = Keypair.generate().publicKey) {
  const quoteId = await getQuote(key, "USDC", amount, "USDC", 100, "private");
  return create(key, {
    type: "send",
    quoteId,
    mode: "private",
    source: "private_balance",
    sender: Keypair.generate().publicKey.toBase58(),
    recipients: [{ address: to.toBase58(), amount }],
  } as Parameters<typeof create>[1]);
}
