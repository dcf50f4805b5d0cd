import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { findQuote } from "@/server/db/queries/quotes";
import { formatAmount } from "@/server/money";
import { setReferencePrice } from "@/server/pricing";
import { faucet, fundSol } from "../devnet/harness";
import { call, expectErrorShape } from "../support/call";
import { create, getQuote, pay, prepare, settledStatus, sign, walletSuite } from "./wallet-harness";

const suite = walletSuite();

const tokens = async (asset: "USDC" | "USDT", wallet: PublicKey) =>
  suite.world.connection
    .getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(assets[asset].mint), wallet))
    .then(
      (r) => BigInt(r.value.amount),
      () => 0n,
    );

/** A funded wallet and a swap body for `amount` of SOL into `output`. */
async function solSwap(amount: string, output: "USDC" | "USDT", slippageBps = 100) {
  const alice = Keypair.generate();
  await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, 2 * LAMPORTS_PER_SOL);
  const quoteId = await getQuote(suite.owner.key, "SOL", amount, output, slippageBps);
  const me = alice.publicKey.toBase58();
  return {
    alice,
    quoteId,
    body: { type: "swap" as const, quoteId, sender: me, recipients: [{ address: me, amount }] },
  };
}

/** The treasury, as the prepared swap names it (the second signer). */
async function prepareTreasuryAddress() {
  const { body } = await solSwap("0.01", "USDC");
  const prepared = await prepare(suite.owner.key, body);
  return VersionedTransaction.deserialize(Buffer.from(prepared.body.transaction, "base64")).message
    .staticAccountKeys[1]!;
}

async function quoted(quoteId: string) {
  return (await findQuote(await getDb(), suite.owner.principal.accountId, quoteId))!;
}

describe("wallet-mode swaps against the treasury", () => {
  it("swaps SOL for USDC at the quoted output, exactly", async () => {
    const { alice, quoteId, body } = await solSwap("1", "USDC");
    const created = await pay(suite.owner.key, body, alice);
    expect(created.status).toBe(201);
    const done = await settledStatus(suite.owner.key, created.body.transactionId);
    expect(done.status).toBe("completed");
    const quote = await quoted(quoteId);
    expect(await tokens("USDC", alice.publicKey)).toBe(quote.outputAmount);
    expect(done.recipients[0].amount).toBe(formatAmount(quote.outputAmount, 6));
    // 1 SOL in, two signatures' fees, and the rent of alice's new USDC account.
    expect(await suite.world.connection.getBalance(alice.publicKey)).toBe(LAMPORTS_PER_SOL - 10_000 - 2_039_280);
  });

  it("swaps USDC for USDT", async () => {
    const alice = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
    await faucet(suite.world.devnet, alice, "USDC", 100_000_000n);
    const quoteId = await getQuote(suite.owner.key, "USDC", "50", "USDT");
    const created = await pay(
      suite.owner.key,
      {
        type: "swap",
        quoteId,
        sender: alice.publicKey.toBase58(),
        recipients: [{ address: alice.publicKey.toBase58(), amount: "50" }],
      },
      alice,
    );
    expect((await settledStatus(suite.owner.key, created.body.transactionId)).status).toBe("completed");
    expect(await tokens("USDC", alice.publicKey)).toBe(50_000_000n);
    expect(await tokens("USDT", alice.publicKey)).toBe((await quoted(quoteId)).outputAmount);
  });

  it("refuses the swap when the price moved past the slippage tolerance", async () => {
    const { alice, body } = await solSwap("1", "USDC", 50);
    const signedTransaction = sign((await prepare(suite.owner.key, body)).body.transaction, alice);
    setReferencePrice("SOL", "140");
    try {
      const result = await create(suite.owner.key, { ...body, signedTransaction });
      expectErrorShape(result, "SLIPPAGE_EXCEEDED", 422);
      expect(result.body.error.details.slippageBps).toBe(50);
    } finally {
      setReferencePrice("SOL", undefined);
    }
    expect(await tokens("USDC", alice.publicKey)).toBe(0n);
  });

  it("refuses a swap whose message differs by one byte from the prepared one", async () => {
    const { alice, body } = await solSwap("1", "USDC");
    const prepared = await prepare(suite.owner.key, body);
    const tx = VersionedTransaction.deserialize(Buffer.from(prepared.body.transaction, "base64"));
    const data = tx.message.compiledInstructions.at(-1)!.data;
    const amount = Buffer.from(data.buffer, data.byteOffset).readBigUInt64LE(1);
    Buffer.from(data.buffer, data.byteOffset).writeBigUInt64LE(amount + 1n, 1);
    tx.sign([alice]);
    const result = await create(suite.owner.key, {
      ...body,
      signedTransaction: Buffer.from(tx.serialize()).toString("base64"),
    });
    expectErrorShape(result, "INVALID_SIGNATURE", 400);
    expect(result.body.error.details.reason).toBe("not_prepared");
    expect(await tokens("USDC", alice.publicKey)).toBe(0n);
  });

  it("hands out nothing the treasury signed: a prepared swap sent straight to the ledger fails", async () => {
    const { alice, body } = await solSwap("1", "USDC");
    const prepared = await prepare(suite.owner.key, body);
    const tx = VersionedTransaction.deserialize(Buffer.from(prepared.body.transaction, "base64"));
    const treasury = tx.message.staticAccountKeys[1]!;
    expect(tx.signatures[1]!.every((b) => b === 0)).toBe(true);
    tx.sign([alice]);
    await expect(suite.world.connection.sendRawTransaction(tx.serialize())).rejects.toThrow(/signature/i);
    expect(await tokens("USDC", alice.publicKey)).toBe(0n);
    expect(treasury.toBase58()).not.toBe(alice.publicKey.toBase58());
  });

  it("creates a prepared swap once: a repeat is refused naming the transaction, so is another preparation", async () => {
    const { alice, quoteId, body } = await solSwap("1", "USDC");
    const signedTransaction = sign((await prepare(suite.owner.key, body)).body.transaction, alice);
    const first = await create(suite.owner.key, { ...body, signedTransaction });
    expect(first.status).toBe(201);
    const again = await create(suite.owner.key, { ...body, signedTransaction });
    expectErrorShape(again, "INVALID_SIGNATURE", 400);
    expect(again.body.error.details).toMatchObject({
      reason: "already_submitted",
      transactionId: first.body.transactionId,
    });
    expectErrorShape(await prepare(suite.owner.key, body), "INVALID_QUOTE", 400);
    expect((await settledStatus(suite.owner.key, first.body.transactionId)).status).toBe("completed");
    expect(await tokens("USDC", alice.publicKey)).toBe((await quoted(quoteId)).outputAmount);
  });

  it("never lets the treasury be the sender or a recipient", async () => {
    const treasury = (await prepareTreasuryAddress()).toBase58();
    const quoteId = await getQuote(suite.owner.key, "SOL", "1", "USDC");
    const asSender = await prepare(suite.owner.key, {
      type: "swap",
      quoteId,
      sender: treasury,
      recipients: [{ address: treasury, amount: "1" }],
    });
    expectErrorShape(asSender, "INVALID_ADDRESS", 400);
    expect(asSender.body.error.details.reason).toBe("service_wallet");
    const alice = Keypair.generate().publicKey.toBase58();
    const send = await getQuote(suite.owner.key, "SOL", "1");
    const toTreasury = await prepare(suite.owner.key, {
      type: "send",
      quoteId: send,
      sender: alice,
      recipients: [{ address: treasury, amount: "1" }],
    });
    expectErrorShape(toTreasury, "INVALID_RECIPIENT", 400);
    expect(toTreasury.body.error.details.reason).toBe("service_wallet");
  });

  it("refuses to quote a swap the treasury cannot pay out, with what it has", async () => {
    setReferencePrice("SOL", "100000");
    try {
      const result = await call(quoteRoute.GET, "GET", "/v1/quote", {
        key: suite.owner.key,
        query: { inputAsset: "SOL", outputAsset: "USDC", amount: "300" },
      });
      expectErrorShape(result, "INSUFFICIENT_LIQUIDITY", 422);
      expect(Number(result.body.error.details.available)).toBeGreaterThan(19_000_000);
    } finally {
      setReferencePrice("SOL", undefined);
    }
  });

  it("needs a quote of two assets and the sender as the one recipient", async () => {
    const alice = Keypair.generate();
    const send = await getQuote(suite.owner.key, "SOL", "1");
    const own = { address: alice.publicKey.toBase58(), amount: "1" };
    expectErrorShape(
      await prepare(suite.owner.key, { type: "swap", quoteId: send, sender: own.address, recipients: [own] }),
      "INVALID_QUOTE",
      400,
    );
    const swapQuote = await getQuote(suite.owner.key, "SOL", "1", "USDT");
    const elsewhere = { address: Keypair.generate().publicKey.toBase58(), amount: "1" };
    expectErrorShape(
      await prepare(suite.owner.key, {
        type: "swap",
        quoteId: swapQuote,
        sender: own.address,
        recipients: [elsewhere],
      }),
      "INVALID_RECIPIENT",
      400,
    );
  });
});
