import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { quotes } from "@/server/db/schema";
import { faucet, fundSol } from "../devnet/harness";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { create, getQuote, pay, prepare, settledStatus, sign, walletSuite } from "./wallet-harness";

const suite = walletSuite();
const USDC = new PublicKey(assets.USDC.mint);

async function wallet(sol: number, usdc = 0n) {
  const keypair = Keypair.generate();
  if (sol > 0) await fundSol(suite.world.connection, suite.world.devnet, keypair.publicKey, sol * LAMPORTS_PER_SOL);
  if (usdc > 0n) await faucet(suite.world.devnet, keypair, "USDC", usdc);
  return keypair;
}

const usdcOf = async (holder: PublicKey) =>
  suite.world.connection.getTokenAccountBalance(getAssociatedTokenAddressSync(USDC, holder)).then(
    (r) => r.value.uiAmountString,
    () => "0",
  );

describe("wallet mode, from quote to completed", () => {
  it("sends SOL, with exact balances after and the status lookup filled in", async () => {
    const alice = await wallet(2);
    const bob = Keypair.generate().publicKey;
    const quoteId = await getQuote(suite.owner.key, "SOL", "0.5");
    const body = {
      type: "send" as const,
      quoteId,
      sender: alice.publicKey.toBase58(),
      recipients: [{ address: bob.toBase58(), amount: "0.5" }],
    };
    const created = await pay(suite.owner.key, body, alice);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "pending", mode: "wallet" });
    expect(created.body.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);

    const done = await settledStatus(suite.owner.key, created.body.transactionId);
    expect(done.status).toBe("completed");
    expect(done.signature).toBe(created.body.signature);
    expect(Number.isInteger(done.blockTime)).toBe(true);
    expect(done.networkFee).toBe("0.000005");
    expect(done.recipients).toEqual([
      { address: bob.toBase58(), amount: "0.5", status: "completed", signature: done.signature },
    ]);
    expect(await suite.world.connection.getBalance(bob)).toBe(0.5 * LAMPORTS_PER_SOL);
    expect(await suite.world.connection.getBalance(alice.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL - 5000);
  });

  it("sends USDC, creating the recipient's token account", async () => {
    const alice = await wallet(1, 100_000_000n);
    const bob = Keypair.generate().publicKey;
    const quoteId = await getQuote(suite.owner.key, "USDC", "12.5");
    const created = await pay(
      suite.owner.key,
      {
        type: "send",
        quoteId,
        sender: alice.publicKey.toBase58(),
        recipients: [{ address: bob.toBase58(), amount: "12.5" }],
      },
      alice,
    );
    expect(created.status).toBe(201);
    expect((await settledStatus(suite.owner.key, created.body.transactionId)).status).toBe("completed");
    expect(await usdcOf(bob)).toBe("12.5");
    expect(await usdcOf(alice.publicKey)).toBe("87.5");
    expect(await suite.world.connection.getBalance(alice.publicKey)).toBe(LAMPORTS_PER_SOL - 5000 - 2_039_280);
  });

  it("pays a payroll of 5 in USDC in one transaction", async () => {
    const alice = await wallet(1, 1_000_000_000n);
    const staff = Array.from({ length: 5 }, () => Keypair.generate().publicKey);
    const amounts = ["100", "200.5", "0.000001", "50", "149.499999"];
    const quoteId = await getQuote(suite.owner.key, "USDC", "500");
    const created = await pay(
      suite.owner.key,
      {
        type: "payroll",
        quoteId,
        sender: alice.publicKey.toBase58(),
        recipients: staff.map((s, i) => ({ address: s.toBase58(), amount: amounts[i]! })),
      },
      alice,
    );
    expect(created.status).toBe(201);
    const done = await settledStatus(suite.owner.key, created.body.transactionId);
    expect(done.status).toBe("completed");
    expect(done.recipients.map((r: { status: string }) => r.status)).toEqual(Array(5).fill("completed"));
    for (const [i, s] of staff.entries()) expect(await usdcOf(s)).toBe(amounts[i]);
    expect(await usdcOf(alice.publicKey)).toBe("500");
  });

  it("delivers every status event of the transaction to a webhook, each verifiable", async () => {
    const receiver = await startReceiver();
    try {
      const hookOwner = await newAccountKey("write");
      const hook = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        key: hookOwner.key,
        body: {
          url: receiver.url("/wallet"),
          events: ["transaction.pending", "transaction.confirmed", "transaction.completed"],
        },
      });
      const alice = await wallet(1);
      const quoteId = await getQuote(hookOwner.key, "SOL", "0.1");
      const created = await pay(
        hookOwner.key,
        {
          type: "send",
          quoteId,
          sender: alice.publicKey.toBase58(),
          recipients: [{ address: Keypair.generate().publicKey.toBase58(), amount: "0.1" }],
        },
        alice,
      );
      await settledStatus(hookOwner.key, created.body.transactionId);
      const got = await eventually(() => receiver.on("/wallet").length >= 3 && receiver.on("/wallet"));
      const payloads = got.map(
        (d) =>
          new Webhook(hook.body.secret).verify(d.body, d.headers) as { type: string; data: { transactionId: string } },
      );
      expect(payloads.map((p) => p.type).sort()).toEqual([
        "transaction.completed",
        "transaction.confirmed",
        "transaction.pending",
      ]);
      for (const p of payloads) expect(p.data.transactionId).toBe(created.body.transactionId);
    } finally {
      await receiver.close();
    }
  });
});

describe("wallet mode refusals, provoked for real", () => {
  async function sendBody(asset: "SOL" | "USDC", amount: string, sender: Keypair, to = Keypair.generate().publicKey) {
    const quoteId = await getQuote(suite.owner.key, asset, amount);
    return {
      type: "send" as const,
      quoteId,
      sender: sender.publicKey.toBase58(),
      recipients: [{ address: to.toBase58(), amount }],
    };
  }

  it("refuses a transaction whose amount differs from the request", async () => {
    const alice = await wallet(2);
    const body = await sendBody("SOL", "0.5", alice);
    const other = await prepare(suite.owner.key, {
      ...body,
      quoteId: await getQuote(suite.owner.key, "SOL", "0.4"),
      recipients: [{ ...body.recipients[0]!, amount: "0.4" }],
    });
    const result = await create(suite.owner.key, { ...body, signedTransaction: sign(other.body.transaction, alice) });
    expectErrorShape(result, "INVALID_SIGNATURE", 400);
    expect(result.body.error.details.reason).toBe("transfers_differ");
  });

  it("refuses an extra instruction", async () => {
    const alice = await wallet(2);
    const body = await sendBody("SOL", "0.5", alice);
    const prepared = await prepare(suite.owner.key, body);
    const tx = VersionedTransaction.deserialize(Buffer.from(prepared.body.transaction, "base64"));
    const message = TransactionMessage.decompile(tx.message);
    message.instructions.push(
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    const tampered = new VersionedTransaction(message.compileToV0Message());
    tampered.sign([alice]);
    const result = await create(suite.owner.key, {
      ...body,
      signedTransaction: Buffer.from(tampered.serialize()).toString("base64"),
    });
    expectErrorShape(result, "INVALID_SIGNATURE", 400);
    expect(result.body.error.details.reason).toBe("transfers_differ");
  });

  it("refuses an unsigned or wrongly signed transaction, and garbage", async () => {
    const alice = await wallet(1);
    const body = await sendBody("SOL", "0.1", alice);
    const prepared = await prepare(suite.owner.key, body);
    const unsigned = await create(suite.owner.key, { ...body, signedTransaction: prepared.body.transaction });
    expect(unsigned.body.error.details.reason).toBe("missing_signature");
    const forged = VersionedTransaction.deserialize(Buffer.from(prepared.body.transaction, "base64"));
    forged.signatures[0] = Keypair.generate().secretKey.slice(0, 64);
    const bad = await create(suite.owner.key, {
      ...body,
      signedTransaction: Buffer.from(forged.serialize()).toString("base64"),
    });
    expect(bad.body.error.details.reason).toBe("bad_signature");
    expectErrorShape(
      await create(suite.owner.key, { ...body, signedTransaction: "not a transaction" }),
      "INVALID_SIGNATURE",
      400,
    );
  });

  it("refuses an expired quote and a quote used before", async () => {
    const alice = await wallet(2);
    const body = await sendBody("SOL", "0.2", alice);
    const prepared = await prepare(suite.owner.key, body);
    const signed = sign(prepared.body.transaction, alice);
    const db = await getDb();
    await db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, body.quoteId));
    const expired = await create(suite.owner.key, { ...body, signedTransaction: signed });
    expectErrorShape(expired, "INVALID_QUOTE", 400);
    expect(expired.body.error.details.reason).toBe("expired");

    const fresh = await sendBody("SOL", "0.2", alice);
    expect((await pay(suite.owner.key, fresh, alice)).status).toBe(201);
    const reused = await pay(
      suite.owner.key,
      { ...fresh, recipients: [{ address: Keypair.generate().publicKey.toBase58(), amount: "0.2" }] },
      alice,
    ).catch((e: Error) => e);
    expect(String(reused instanceof Error ? reused.message : JSON.stringify(reused.body))).toContain("INVALID_QUOTE");
  });

  it("splits a payroll too large for one transaction into as many as it needs, each with its recipients", async () => {
    const alice = await wallet(3);
    const quoteId = await getQuote(suite.owner.key, "SOL", "2.5");
    const recipients = Array.from({ length: 25 }, () => ({
      address: Keypair.generate().publicKey.toBase58(),
      amount: "0.1",
    }));
    const result = await prepare(suite.owner.key, {
      type: "payroll",
      quoteId,
      sender: alice.publicKey.toBase58(),
      recipients,
    });
    expect(result.status).toBe(200);
    expect(result.body.transaction).toBeUndefined();
    // 20 SOL transfers and the compute budget's two instructions fill 1,232 bytes (21 did without the budget).
    expect(result.body.transactions.map((t: { recipients: unknown }) => t.recipients)).toEqual([
      { first: 0, count: 20 },
      { first: 20, count: 5 },
    ]);
  });

  it("refuses malformed recipients and sums that differ from the quote", async () => {
    const alice = await wallet(1);
    const body = await sendBody("SOL", "0.3", alice);
    expectErrorShape(
      await prepare(suite.owner.key, { ...body, recipients: [{ address: "nope", amount: "0.3" }] }),
      "INVALID_RECIPIENT",
      400,
    );
    const sum = await prepare(suite.owner.key, { ...body, recipients: [{ ...body.recipients[0]!, amount: "0.2" }] });
    expectErrorShape(sum, "INVALID_AMOUNT", 400);
    expect(sum.body.error.details).toEqual({ quoted: "0.3", requested: "0.2" });
    expectErrorShape(await prepare(suite.owner.key, { ...body, sender: "abc" }), "INVALID_ADDRESS", 400);
  });

  it("accepts one signed transaction once, even raced under two quotes", async () => {
    const alice = await wallet(1);
    const body = await sendBody("SOL", "0.1", alice);
    const signedTransaction = sign((await prepare(suite.owner.key, body)).body.transaction, alice);
    const otherQuote = await getQuote(suite.owner.key, "SOL", "0.1");
    const [a, b] = await Promise.all([
      create(suite.owner.key, { ...body, signedTransaction }),
      create(suite.owner.key, { ...body, quoteId: otherQuote, signedTransaction }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const refused = a.status === 400 ? a : b;
    expectErrorShape(refused, "INVALID_SIGNATURE", 400);
    expect(refused.body.error.details.reason).toBe("already_submitted");
  });

  it("lets exactly one of 100 parallel creates on one quote through", async () => {
    const alice = await wallet(2);
    const body = await sendBody("SOL", "0.25", alice);
    const prepared = await prepare(suite.owner.key, body);
    const signedTransaction = sign(prepared.body.transaction, alice);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => create(suite.owner.key, { ...body, signedTransaction })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 400)).toBe(true);
    const winner = results.find((r) => r.status === 201)!;
    expect((await settledStatus(suite.owner.key, winner.body.transactionId)).status).toBe("completed");
    expect(await suite.world.connection.getBalance(new PublicKey(body.recipients[0]!.address))).toBe(
      0.25 * LAMPORTS_PER_SOL,
    );
  });
});
