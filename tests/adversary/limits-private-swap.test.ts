import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import { getDb } from "@/server/db/client";
import { findQuote } from "@/server/db/queries/quotes";
import { formatAmount } from "@/server/money";
import { askPrivateSend } from "../private/private-harness";
import { call, expectErrorShape } from "../support/call";
import { create, getQuote, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite("admin");

async function limitedKey(spendingLimits: { asset: string; perDay: string }[]) {
  const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
    key: suite.owner.key,
    body: { name: "limited", permission: "write", spendingLimits },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.key as string;
}

/** A private SOL->USDC swap of 1 SOL paying `recipient`, claimed to come from `sender`. */
async function privateSwap(key: string, sender: string, recipient: string) {
  const quoteId = await getQuote(key, "SOL", "1", "USDC", 100, "private");
  const created = await create(key, {
    type: "swap",
    quoteId,
    mode: "private",
    sender,
    recipients: [{ address: recipient, amount: "1" }],
  });
  const quote = (await findQuote(await getDb(), suite.owner.principal.accountId, quoteId))!;
  return { created, output: formatAmount(quote.outputAmount, 6) };
}

// A private swap pays whoever it names: a limited key could pay a stranger any amount through one while its sends
// were refused. It counts like a send, in the output asset and amount.
describe("a limited key and private swaps", () => {
  it("a private swap paying a third party counts against the limit of its output asset, like a send", async () => {
    const limited = await limitedKey([{ asset: "USDC", perDay: "1" }]);
    expect((await askPrivateSend(limited, Keypair.generate().publicKey, "2")).status).toBe(422);

    const stranger = Keypair.generate().publicKey.toBase58();
    const { created, output } = await privateSwap(limited, Keypair.generate().publicKey.toBase58(), stranger);
    expectErrorShape(created, "SPENDING_LIMIT_EXCEEDED", 422);
    expect(created.body.error.details).toMatchObject({ asset: "USDC", limit: "1", amount: output });
  }, 90_000);

  it("naming the recipient as the sender does not make it a swap to oneself: the sender is only a claim", async () => {
    const limited = await limitedKey([{ asset: "USDC", perDay: "1" }]);
    const stranger = Keypair.generate().publicKey.toBase58();
    const { created } = await privateSwap(limited, stranger, stranger);
    expectErrorShape(created, "SPENDING_LIMIT_EXCEEDED", 422);
  }, 90_000);

  it("a private swap within the limit passes and takes its output from the day's room", async () => {
    const limited = await limitedKey([{ asset: "USDC", perDay: "1000" }]);
    const first = await privateSwap(
      limited,
      Keypair.generate().publicKey.toBase58(),
      Keypair.generate().publicKey.toBase58(),
    );
    expect(first.created.status, JSON.stringify(first.created.body)).toBe(201);
    const second = await privateSwap(
      limited,
      Keypair.generate().publicKey.toBase58(),
      Keypair.generate().publicKey.toBase58(),
    );
    expect(second.created.status, JSON.stringify(second.created.body)).toBe(201);
    const over = await askPrivateSend(limited, Keypair.generate().publicKey, "999");
    expectErrorShape(over, "SPENDING_LIMIT_EXCEEDED", 422);
    const spent = Number(first.output) + Number(second.output);
    expect(Number(over.body.error.details.spentToday)).toBeCloseTo(spent, 6);
  }, 90_000);
});
