import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import { getDb } from "@/server/db/client";
import { findQuote } from "@/server/db/queries/quotes";
import { fundSol } from "../devnet/harness";
import { balanceOf, payDeposit } from "../private/private-harness";
import { askPrivateSend } from "../private/private-harness";
import { call } from "../support/call";
import { create, getQuote, settledStatus, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite("admin");

async function limitedKey(spendingLimits: { asset: string; perDay: string }[]) {
  const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
    key: suite.owner.key,
    body: { name: "limited", permission: "write", spendingLimits },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { key: string; keyId: string };
}

describe("atk: a limited key pays a stranger through a private swap", () => {
  it("a key limited to 1 USDC and 0.01 SOL a day pays a third party ~150 USDC via a private SOL->USDC swap", async () => {
    const limited = await limitedKey([
      { asset: "USDC", perDay: "1" },
      { asset: "SOL", perDay: "0.01" },
    ]);
    // The limit works for a send: 2 USDC is refused.
    const send = await askPrivateSend(limited.key, Keypair.generate().publicKey, "2");
    expect(send.status).toBe(422);

    const alice = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, 3 * LAMPORTS_PER_SOL);
    const stranger = Keypair.generate().publicKey;
    const quoteId = await getQuote(limited.key, "SOL", "1", "USDC", 100, "private");
    const created = await create(limited.key, {
      type: "swap",
      quoteId,
      mode: "private",
      sender: alice.publicKey.toBase58(),
      recipients: [{ address: stranger.toBase58(), amount: "1" }],
    });
    const quote = (await findQuote(await getDb(), suite.owner.principal.accountId, quoteId))!;
    // Expected: 422 SPENDING_LIMIT_EXCEEDED (this pays a third party quote.outputAmount USDC, past a 1 USDC limit,
    // and 1 SOL of input, past a 0.01 SOL limit). Actual: 201, nothing counted.
    const body = created.body as Record<string, string>;
    if (created.status === 201) {
      await payDeposit(suite.world, alice, body.ephemeralAddress!, "SOL", body.depositAmount!);
      const done = await settledStatus(limited.key, body.transactionId!, ["completed", "failed"]);
      console.log("swap status", done.status, "stranger USDC", await balanceOf(suite.world, "USDC", stranger), "quoted", quote.outputAmount);
    }
    expect(created.status, `limited key paid a stranger ${quote.outputAmount} USDC base units`).toBe(422);
  }, 90_000);
});
