import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { recordTransaction } from "@/server/services/transactions/record-transaction";
import {
  reconcileAfterMs,
  reconcileWalletTransactions,
} from "@/server/services/transactions/wallet/reconcile-transactions";
import { fundSol, waitForStatus } from "../devnet/harness";
import { newAccountKey, type TestKey } from "../support/accounts";
import { setTransactionState } from "../support/seed";
import { create, getQuote, prepare, settledStatus, sign, walletWorld } from "./wallet-harness";

let world: Awaited<ReturnType<typeof walletWorld>>;
let owner: TestKey;

beforeAll(async () => {
  world = await walletWorld();
  owner = await newAccountKey("write");
});
afterAll(() => world.close());

async function signedSend(amount: string) {
  const alice = Keypair.generate();
  await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
  const to = Keypair.generate().publicKey;
  const quoteId = await getQuote(owner.key, "SOL", amount);
  const body = {
    type: "send" as const,
    quoteId,
    sender: alice.publicKey.toBase58(),
    recipients: [{ address: to.toBase58(), amount }],
  };
  const signedTransaction = sign((await prepare(owner.key, body)).body.transaction, alice);
  return { alice, to, body, signedTransaction };
}

describe("every wallet transaction ends completed or failed", () => {
  it("completes, through the reconciler, a transaction nobody was following", async () => {
    const { alice, to, body, signedTransaction } = await signedSend("0.1");
    const wire = Buffer.from(signedTransaction, "base64");
    // The wallet sent the bytes itself; the service recorded them but never started to follow them.
    const signature = await world.connection.sendRawTransaction(wire);
    const db = await getDb();
    const row = await recordTransaction(db, {
      principal: owner.principal,
      quoteId: body.quoteId,
      type: "send",
      mode: "wallet",
      status: "pending",
      sender: alice.publicKey.toBase58(),
      recipients: [{ address: to.toBase58(), amount: 100_000_000n }],
      signature,
      signedWire: signedTransaction,
    });
    await waitForStatus(world.connection, signature, "finalized");
    await setTransactionState(row.id, { updatedAt: new Date(Date.now() - reconcileAfterMs - 1000) });

    const result = await reconcileWalletTransactions(db);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    const done = await settledStatus(owner.key, row.id);
    expect(done).toMatchObject({ status: "completed", signature });
    expect(done.blockTime).toBeGreaterThan(0);
    expect(await world.connection.getBalance(new PublicKey(to))).toBe(0.1 * LAMPORTS_PER_SOL);
  });

  it("does not fail a transaction the ledger refused to simulate: it stays pending, then expires with the reason", async () => {
    const { body, alice } = await signedSend("0.1");
    const prepared = await prepare(owner.key, body);
    // Let the prepared blockhash run out (150 slots of 50 ms) before the wallet signs and the service sends.
    await new Promise((resolve) => setTimeout(resolve, 8_500));
    const created = await create(owner.key, { ...body, signedTransaction: sign(prepared.body.transaction, alice) });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("pending");
    const done = await settledStatus(owner.key, created.body.transactionId);
    expect(done.status).toBe("failed");
    expect(done.failure.code).toBe("EXPIRED");
    expect(JSON.stringify(done.failure.details.lastBroadcastError)).toMatch(/Blockhash not found/);
  }, 40_000);
});
