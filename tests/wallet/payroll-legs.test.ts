import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import {
  Keypair,
  LAMPORTS_PER_SOL,
  type Message,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from "@solana/web3.js";
import bs58 from "bs58";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { events, quotes } from "@/server/db/schema";
import { formatAmount } from "@/server/money";
import { tokenAccountRentLamports } from "@/server/pricing";
import { faucet, fundSol, waitForStatus } from "../devnet/harness";
import { expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { create, getQuote, prepare, settledStatus, sign, walletSuite } from "./wallet-harness";

const suite = walletSuite();

type Leg = { transaction: string; recipients: { first: number; count: number } };

/** A SOL payroll of `count` fresh recipients, each a different amount (at least 0.001 SOL, above rent). */
async function solPayroll(count: number) {
  const sender = Keypair.generate();
  const units = Array.from({ length: count }, (_, i) => 1_000_000n + BigInt(i) * 1_013n);
  const total = units.reduce((sum, u) => sum + u, 0n);
  await fundSol(suite.world.connection, suite.world.devnet, sender.publicKey, Number(total) + LAMPORTS_PER_SOL);
  const recipients = units.map((u) => ({
    address: Keypair.generate().publicKey.toBase58(),
    amount: formatAmount(u, 9),
  }));
  const quoteId = await getQuote(suite.owner.key, "SOL", formatAmount(total, 9));
  const body = { type: "payroll" as const, quoteId, sender: sender.publicKey.toBase58(), recipients };
  return { sender, units, total, body };
}

async function prepareLegs(body: Awaited<ReturnType<typeof solPayroll>>["body"]): Promise<Leg[]> {
  const prepared = await prepare(suite.owner.key, body);
  expect(prepared.status).toBe(200);
  return prepared.body.transactions;
}

async function lamportsOf(addresses: PublicKey[]): Promise<number[]> {
  const balances: number[] = [];
  for (let i = 0; i < addresses.length; i += 100) {
    const infos = await suite.world.connection.getMultipleAccountsInfo(addresses.slice(i, i + 100));
    balances.push(...infos.map((info) => info?.lamports ?? 0));
  }
  return balances;
}

const recipientKeys = (body: { recipients: { address: string }[] }) =>
  body.recipients.map((r) => new PublicKey(r.address));

describe("wallet-mode payroll of any size", () => {
  it("pays 500 recipients: prepare, sign every transaction at once, create; completed with exact balances", async () => {
    const { sender, units, total, body } = await solPayroll(500);
    const before = await suite.world.connection.getBalance(sender.publicKey);
    const legs = await prepareLegs(body);
    // 20 SOL transfers and the compute budget fit one 1,232-byte transaction: 500 recipients take 25, covering each
    // recipient once.
    expect(legs).toHaveLength(25);
    expect(legs.map((l) => l.recipients.first)).toEqual(legs.map((_, i) => i * 20));
    expect(legs.reduce((n, l) => n + l.recipients.count, 0)).toBe(500);

    const created = await create(suite.owner.key, {
      ...body,
      signedTransactions: legs.map((l) => sign(l.transaction, sender)),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "pending", signature: null });
    expect(created.body.ledgerTransactions).toHaveLength(25);

    const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"], 90_000);
    expect(done.status).toBe("completed");
    expect(done.recipients.every((r: { status: string }) => r.status === "completed")).toBe(true);
    const signatures = new Set(done.recipients.map((r: { signature: string }) => r.signature));
    expect(signatures.size).toBe(25);
    expect(await lamportsOf(recipientKeys(body))).toEqual(units.map(Number));
    expect(done.networkFee).toBe(formatAmount(25n * 5_000n, 9));
    const after = await suite.world.connection.getBalance(sender.publicKey);
    expect(BigInt(before - after)).toBe(total + 25n * 5_000n);
  }, 180_000);

  it("pays USDC over several transactions, creating the token accounts that are missing, with exact balances", async () => {
    const sender = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, sender.publicKey, LAMPORTS_PER_SOL);
    await faucet(suite.world.devnet, sender, "USDC", 1_000_000_000n);
    const people = Array.from({ length: 25 }, () => Keypair.generate());
    // Every fifth recipient already has a USDC account.
    for (const [i, person] of people.entries()) if (i % 5 === 0) await faucet(suite.world.devnet, person, "USDC", 1n);
    const units = people.map((_, i) => 1_000_000n + BigInt(i) * 10_001n);
    const total = units.reduce((sum, u) => sum + u, 0n);
    const quoteId = await getQuote(suite.owner.key, "USDC", formatAmount(total, 6));
    const body = {
      type: "payroll" as const,
      quoteId,
      sender: sender.publicKey.toBase58(),
      recipients: people.map((p, i) => ({ address: p.publicKey.toBase58(), amount: formatAmount(units[i]!, 6) })),
    };
    const prepared = await prepare(suite.owner.key, body);
    expect(prepared.body.recipientsNeedingAta).toBe(20);
    const legs: Leg[] = prepared.body.transactions;
    expect(legs.length).toBe(3);
    const solBefore = BigInt(await suite.world.connection.getBalance(sender.publicKey));
    const created = await create(suite.owner.key, {
      ...body,
      signedTransactions: legs.map((l) => sign(l.transaction, sender)),
    });
    expect(created.status).toBe(201);
    const done = await settledStatus(suite.owner.key, created.body.transactionId);
    expect(done.status).toBe("completed");
    const usdc = new PublicKey(assets.USDC.mint);
    for (const [i, person] of people.entries()) {
      const account = getAssociatedTokenAddressSync(usdc, person.publicKey);
      const balance = await suite.world.connection.getTokenAccountBalance(account);
      expect(BigInt(balance.value.amount)).toBe(units[i]! + (i % 5 === 0 ? 1n : 0n));
    }
    const senderUsdc = await suite.world.connection.getTokenAccountBalance(
      getAssociatedTokenAddressSync(usdc, sender.publicKey),
    );
    expect(BigInt(senderUsdc.value.amount)).toBe(1_000_000_000n - total);
    const solAfter = BigInt(await suite.world.connection.getBalance(sender.publicKey));
    expect(solBefore - solAfter).toBe(3n * 5_000n + 20n * tokenAccountRentLamports);
  }, 60_000);

  it("refuses a tampered signed transaction, naming it, and sends nothing", async () => {
    const { sender, units, body } = await solPayroll(30);
    const legs = await prepareLegs(body);
    expect(legs).toHaveLength(2);
    const signed = legs.map((l) => sign(l.transaction, sender));
    // The wallet (or something between it and us) raises the amount of one transfer and signs again.
    const tampered = VersionedTransaction.deserialize(Buffer.from(legs[1]!.transaction, "base64"));
    // A leg without lookup tables is a legacy message, whose compiledInstructions is a fresh copy at each read.
    const instruction = (tampered.message as Message).instructions[0]!;
    const data = bs58.decode(instruction.data);
    data[4]! += 1;
    instruction.data = bs58.encode(data);
    tampered.sign([sender]);
    const result = await create(suite.owner.key, {
      ...body,
      signedTransactions: [signed[0]!, Buffer.from(tampered.serialize()).toString("base64")],
    });
    expectErrorShape(result, "INVALID_SIGNATURE", 400);
    expect(result.body.error.details).toMatchObject({ reason: "not_prepared", index: 1 });
    expect(result.body.error.message).toContain("signedTransactions[1]");

    // Nothing was sent and the quote is still unused: the untampered leg never left.
    const first = VersionedTransaction.deserialize(Buffer.from(signed[0]!, "base64"));
    const { value } = await suite.world.connection.getSignatureStatuses([bs58.encode(first.signatures[0]!)], {
      searchTransactionHistory: true,
    });
    expect(value[0]).toBeNull();
    const [quote] = await (await getDb()).select().from(quotes).where(eq(quotes.id, body.quoteId));
    expect(quote!.usedAt).toBeNull();

    // A leg prepared for other amounts, a missing leg, a leg sent twice: each refused with its reason.
    const swapped = [...body.recipients];
    [swapped[24], swapped[25]] = [swapped[25]!, swapped[24]!];
    const reordered = await create(suite.owner.key, { ...body, recipients: swapped, signedTransactions: signed });
    expectErrorShape(reordered, "INVALID_SIGNATURE", 400);
    expect(reordered.body.error.details).toMatchObject({ reason: "transfers_differ", index: 1 });
    const missing = await create(suite.owner.key, { ...body, signedTransactions: [signed[0]!] });
    expect(missing.body.error.details).toMatchObject({ reason: "recipients_missing", recipient: 20 });
    const twice = await create(suite.owner.key, { ...body, signedTransactions: [signed[0]!, signed[0]!, signed[1]!] });
    expect(twice.body.error.details).toMatchObject({ reason: "recipients_overlap" });

    // The untouched set still goes through on the same quote.
    const good = await create(suite.owner.key, { ...body, signedTransactions: signed });
    expect(good.status).toBe(201);
    expect((await settledStatus(suite.owner.key, good.body.transactionId)).status).toBe("completed");

    // One of its legs, sent again as a one-transaction payroll of its recipients on a new quote, is refused.
    const shareTotal = units.slice(0, 20).reduce((sum, u) => sum + u, 0n);
    const again = await create(suite.owner.key, {
      type: "payroll",
      quoteId: await getQuote(suite.owner.key, "SOL", formatAmount(shareTotal, 9)),
      sender: body.sender,
      recipients: body.recipients.slice(0, 20),
      signedTransaction: signed[0]!,
    });
    expectErrorShape(again, "INVALID_SIGNATURE", 400);
    expect(again.body.error.details).toMatchObject({
      reason: "already_submitted",
      transactionId: good.body.transactionId,
    });
  }, 60_000);

  it("records the fee of a leg that landed failed on chain in the payroll's network fee", async () => {
    const { sender, units, total, body } = await solPayroll(30);
    const legs = await prepareLegs(body);
    const signed = legs.map((l) => sign(l.transaction, sender));
    const { connection, devnet } = suite.world;

    // The wallet sent the second leg itself, without preflight, while its funds were elsewhere (it kept 0.001 SOL,
    // above rent, for fees): the leg landed failed.
    const elsewhere = Keypair.generate().publicKey;
    const balance = await connection.getBalance(sender.publicKey);
    const drain = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: elsewhere, lamports: balance - 1_005_000 }),
    );
    await waitForStatus(connection, await connection.sendTransaction(drain, [sender]), "confirmed", devnet);
    const failedLeg = await connection.sendRawTransaction(Buffer.from(signed[1]!, "base64"), { skipPreflight: true });
    const landed = await waitForStatus(connection, failedLeg, "confirmed", devnet);
    expect(landed.err).not.toBeNull();
    await fundSol(connection, devnet, sender.publicKey, Number(total) + LAMPORTS_PER_SOL);

    const created = await create(suite.owner.key, { ...body, signedTransactions: signed });
    expect(created.status).toBe(201);
    const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"], 40_000);
    expect(done.failure.code).toBe("PARTIAL_PAYMENT");
    expect(done.failure.details).toMatchObject({ paidCount: 20, failedCount: 10 });
    expect(done.recipients[20].failure.code).toBe("TRANSACTION_FAILED");
    expect(await lamportsOf(recipientKeys(body))).toEqual([...units.slice(0, 20).map(Number), ...Array(10).fill(0)]);
    // Both legs paid their fee: the one that failed too.
    expect(done.networkFee).toBe(formatAmount(2n * 5_000n, 9));
  }, 120_000);

  it("marks just the recipients of a leg whose blockhash expired failed, and says which, in the answer and the webhook event", async () => {
    const { sender, units, body } = await solPayroll(30);
    const stale = await prepareLegs(body);
    // Let the first preparation's blockhash run out (150 slots of 50 ms; longer on a busy machine), then prepare again.
    const { recentBlockhash } = VersionedTransaction.deserialize(Buffer.from(stale[0]!.transaction, "base64")).message;
    await eventually(async () => !(await suite.world.connection.isBlockhashValid(recentBlockhash)).value, 60_000);
    const fresh = await prepareLegs(body);
    expect(fresh.map((l) => l.recipients)).toEqual(stale.map((l) => l.recipients));
    const created = await create(suite.owner.key, {
      ...body,
      signedTransactions: [sign(stale[0]!.transaction, sender), sign(fresh[1]!.transaction, sender)],
    });
    expect(created.status).toBe(201);

    const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"], 40_000);
    expect(done.status).toBe("failed");
    expect(done.failure.code).toBe("PARTIAL_PAYMENT");
    expect(done.failure.details).toMatchObject({ paidCount: 10, failedCount: 20 });
    const failedPositions = done.failure.details.failedRecipients.map((r: { position: number }) => r.position);
    expect(failedPositions).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(done.failure.details.failedRecipients[0]).toMatchObject({
      address: body.recipients[0]!.address,
      amount: body.recipients[0]!.amount,
      reason: "EXPIRED",
    });
    const statuses = done.recipients.map((r: { status: string }) => r.status);
    expect(statuses).toEqual([...Array(20).fill("failed"), ...Array(10).fill("completed")]);
    expect(done.recipients[0].failure.code).toBe("EXPIRED");
    expect(await lamportsOf(recipientKeys(body))).toEqual([...Array(20).fill(0), ...units.slice(20).map(Number)]);

    const [event] = await (await getDb())
      .select()
      .from(events)
      .where(and(eq(events.transactionId, created.body.transactionId), eq(events.type, "transaction.failed")));
    const data = event!.data as { failure: { code: string; details: { failedRecipients: unknown[] } } };
    expect(data.failure.code).toBe("PARTIAL_PAYMENT");
    expect(data.failure.details.failedRecipients).toHaveLength(20);
  }, 120_000);
});
