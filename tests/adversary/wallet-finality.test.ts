import { Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { listWalletLegs } from "@/server/db/queries/wallet-legs";
import { finalitySlots } from "@/server/devnet/devnet-ledger";
import { resetEnv } from "@/server/env";
import { formatAmount } from "@/server/money";
import { checkConfirmation } from "@/server/services/transactions/wallet/check-confirmation";
import { fundSol } from "../devnet/harness";
import { newAccountKey, type TestKey } from "../support/accounts";
import { startForkRpcProxy } from "../support/fork-rpc-proxy";
import { create, getQuote, prepare, sign, type WalletWorld, walletWorld } from "../wallet/wallet-harness";

// Slots move only when a test says so, and the tests follow the transactions themselves (the executor is stopped):
// what the confirmed chain says can be held for as long as a test needs.
let world: WalletWorld;
let proxy: Awaited<ReturnType<typeof startForkRpcProxy>>;
let owner: TestKey;
beforeAll(async () => {
  world = await walletWorld(3_600_000);
  await world.executor.stop();
  world.devnet.advanceSlots(5);
  proxy = await startForkRpcProxy(world.devnet.url);
  process.env.SOLANA_RPC_URL = proxy.url;
  resetEnv();
  owner = await newAccountKey();
});
afterAll(async () => {
  await proxy.close();
  await world.close();
});

const signatureOf = (wire: string) =>
  bs58.encode(VersionedTransaction.deserialize(Buffer.from(wire, "base64")).signatures[0]!);
const blockhashOf = (wire: string) =>
  VersionedTransaction.deserialize(Buffer.from(wire, "base64")).message.recentBlockhash;

/** Prepares and signs a SOL payment of `count` fresh recipients (a payroll of two legs from 21 on), not yet created. */
async function signedPayment(count: number) {
  const sender = Keypair.generate();
  const each = 1_000_000n;
  await fundSol(world.connection, world.devnet, sender.publicKey, LAMPORTS_PER_SOL);
  const recipients = Array.from({ length: count }, () => ({
    address: Keypair.generate().publicKey.toBase58(),
    amount: formatAmount(each, 9),
  }));
  const quoteId = await getQuote(owner.key, "SOL", formatAmount(each * BigInt(count), 9));
  const body = {
    type: count === 1 ? ("send" as const) : ("payroll" as const),
    quoteId,
    sender: sender.publicKey.toBase58(),
    recipients,
  };
  const prepared = await prepare(owner.key, body);
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const wires = (prepared.body.transactions as { transaction: string }[]).map((l) => sign(l.transaction, sender));
  const submit = () =>
    count === 1
      ? create(owner.key, { ...body, signedTransaction: wires[0] })
      : create(owner.key, { ...body, signedTransactions: wires });
  return { wires, submit, recipients: recipients.map((r) => new PublicKey(r.address)), each };
}

/** Looks at the transaction `times` times, a slot passing between looks, and answers its status then. */
async function lookedAt(transactionId: string, times = 3) {
  const db = await getDb();
  for (let i = 0; i < times; i++) {
    await checkConfirmation(db, transactionId);
    world.devnet.advanceSlots(1);
  }
  return (await findTransactionById(db, transactionId))!;
}

/** Once the confirmed chain agrees with the finalized one: the held leg is sent again, lands, and is final. */
async function settledAfterTheFork(transactionId: string) {
  const db = await getDb();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { done } = await checkConfirmation(db, transactionId);
    if (done || Date.now() > deadline) break;
    world.devnet.advanceSlots(finalitySlots + 1);
  }
  return (await findTransactionById(db, transactionId))!;
}

async function expectPaid(recipients: PublicKey[], each: bigint) {
  const infos = await world.connection.getMultipleAccountsInfo(recipients);
  expect(infos.map((info) => BigInt(info?.lamports ?? 0))).toEqual(recipients.map(() => each));
}

describe("a wallet transaction is failed or expired only once the finalized chain agrees", () => {
  it("keeps a payroll leg whose blockhash expired only at confirmed, and completes the payroll when it lands", async () => {
    const payment = await signedPayment(25);
    expect(payment.wires).toHaveLength(2);
    // The second leg never reaches the ledger for now, and the confirmed chain is past its blockhash.
    const held = signatureOf(payment.wires[1]!);
    proxy.fork.lost.add(held);
    const created = await payment.submit();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const transactionId = created.body.transactionId as string;
    world.devnet.advanceSlots(finalitySlots + 1);
    proxy.fork.expiredAtConfirmed.add(blockhashOf(payment.wires[1]!));

    // The finalized chain still holds the blockhash: the bytes can land, so nothing is decided about the leg.
    const meanwhile = await lookedAt(transactionId);
    expect(meanwhile.status).toBe("pending");
    expect(meanwhile.failure).toBeNull();
    const legs = await listWalletLegs(await getDb(), transactionId);
    expect(legs.map((l) => l.status).sort()).toEqual(["completed", "pending"]);

    // The leg gets through after all: every recipient is paid, and the payroll says so.
    proxy.fork.lost.delete(held);
    proxy.fork.expiredAtConfirmed.clear();
    const settled = await settledAfterTheFork(transactionId);
    expect(settled.status).toBe("completed");
    await expectPaid(payment.recipients, payment.each);
  });

  it("keeps a payroll leg that failed only at confirmed, and completes the payroll when it lands", async () => {
    const payment = await signedPayment(25);
    const held = signatureOf(payment.wires[1]!);
    // On a fork the cluster abandons, the second leg landed and failed; the finalized chain has not seen it.
    proxy.fork.lost.add(held);
    proxy.fork.failedAtConfirmed.add(held);
    const created = await payment.submit();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const transactionId = created.body.transactionId as string;
    world.devnet.advanceSlots(finalitySlots + 1);

    const meanwhile = await lookedAt(transactionId);
    expect(meanwhile.status).toBe("pending");
    expect(meanwhile.failure).toBeNull();

    proxy.fork.lost.delete(held);
    proxy.fork.failedAtConfirmed.delete(held);
    const settled = await settledAfterTheFork(transactionId);
    expect(settled.status).toBe("completed");
    await expectPaid(payment.recipients, payment.each);
  });

  it("keeps a send that failed only at confirmed pending, and completes it when it lands", async () => {
    const payment = await signedPayment(1);
    const held = signatureOf(payment.wires[0]!);
    proxy.fork.lost.add(held);
    proxy.fork.failedAtConfirmed.add(held);
    const created = await payment.submit();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const transactionId = created.body.transactionId as string;

    const meanwhile = await lookedAt(transactionId);
    expect(meanwhile.status).toBe("pending");
    expect(meanwhile.failure).toBeNull();

    proxy.fork.lost.delete(held);
    proxy.fork.failedAtConfirmed.delete(held);
    const settled = await settledAfterTheFork(transactionId);
    expect(settled.status).toBe("completed");
    await expectPaid(payment.recipients, payment.each);
  });

  it("keeps a send whose blockhash expired only at confirmed pending, and completes it when it lands", async () => {
    const payment = await signedPayment(1);
    const held = signatureOf(payment.wires[0]!);
    proxy.fork.lost.add(held);
    const created = await payment.submit();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const transactionId = created.body.transactionId as string;
    proxy.fork.expiredAtConfirmed.add(blockhashOf(payment.wires[0]!));

    const meanwhile = await lookedAt(transactionId);
    expect(meanwhile.status).toBe("pending");
    expect(meanwhile.failure).toBeNull();

    proxy.fork.lost.delete(held);
    proxy.fork.expiredAtConfirmed.clear();
    const settled = await settledAfterTheFork(transactionId);
    expect(settled.status).toBe("completed");
    await expectPaid(payment.recipients, payment.each);
  });

  it("still fails a leg whose blockhash expired on the finalized chain too, unseen", async () => {
    const payment = await signedPayment(25);
    const held = signatureOf(payment.wires[1]!);
    proxy.fork.lost.add(held);
    const created = await payment.submit();
    const transactionId = created.body.transactionId as string;
    // 150 slots and more: the blockhash is past on every chain, and the bytes were never seen.
    world.devnet.advanceSlots(160);
    const settled = await settledAfterTheFork(transactionId);
    proxy.fork.lost.delete(held);
    expect(settled.status).toBe("failed");
    expect(settled.failure?.code).toBe("PARTIAL_PAYMENT");
  });
});
