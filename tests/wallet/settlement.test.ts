import { Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { recordTransaction } from "@/server/services/transactions/record-transaction";
import {
  reconcileAfterMs,
  reconcileWalletTransactions,
} from "@/server/services/transactions/wallet/reconcile-transactions";
import { fundSol, waitForStatus } from "../devnet/harness";
import { setTransactionState } from "../support/seed";
import { eventually } from "../support/webhook-receiver";
import { create, getQuote, prepare, settledStatus, sign, walletSuite } from "./wallet-harness";

const suite = walletSuite();

async function signedSend(amount: string) {
  const alice = Keypair.generate();
  await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
  const to = Keypair.generate().publicKey;
  const quoteId = await getQuote(suite.owner.key, "SOL", amount);
  const body = {
    type: "send" as const,
    quoteId,
    sender: alice.publicKey.toBase58(),
    recipients: [{ address: to.toBase58(), amount }],
  };
  const signedTransaction = sign((await prepare(suite.owner.key, body)).body.transaction, alice);
  return { alice, to, body, signedTransaction };
}

describe("every wallet transaction ends completed or failed", () => {
  it("completes, through the reconciler, a transaction nobody was following", async () => {
    const { alice, to, body, signedTransaction } = await signedSend("0.1");
    const wire = Buffer.from(signedTransaction, "base64");
    // The wallet sent the bytes itself; the service recorded them but never started to follow them.
    const signature = await suite.world.connection.sendRawTransaction(wire);
    const db = await getDb();
    const row = await recordTransaction(db, {
      principal: suite.owner.principal,
      quoteId: body.quoteId,
      type: "send",
      mode: "wallet",
      status: "pending",
      sender: alice.publicKey.toBase58(),
      recipients: [{ address: to.toBase58(), amount: 100_000_000n }],
      signature,
      signedWire: signedTransaction,
    });
    await waitForStatus(suite.world.connection, signature, "finalized");
    await setTransactionState(row.id, { updatedAt: new Date(Date.now() - reconcileAfterMs - 1000) });

    const result = await reconcileWalletTransactions(db);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    const done = await settledStatus(suite.owner.key, row.id);
    expect(done).toMatchObject({ status: "completed", signature });
    expect(done.blockTime).toBeGreaterThan(0);
    expect(await suite.world.connection.getBalance(new PublicKey(to))).toBe(0.1 * LAMPORTS_PER_SOL);
  });

  it("does not fail a transaction the ledger refused to simulate: it stays pending, then expires with the reason", async () => {
    const { body, alice } = await signedSend("0.1");
    const prepared = await prepare(suite.owner.key, body);
    // Let the prepared blockhash run out (150 slots) before the wallet signs and the service sends: watched, not
    // timed, since a busy machine closes 50 ms slots more slowly.
    const blockhash = VersionedTransaction.deserialize(Buffer.from(prepared.body.transaction, "base64")).message
      .recentBlockhash;
    await eventually(async () => !(await suite.world.connection.isBlockhashValid(blockhash)).value, 60_000);
    const created = await create(suite.owner.key, {
      ...body,
      signedTransaction: sign(prepared.body.transaction, alice),
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("pending");
    const done = await settledStatus(suite.owner.key, created.body.transactionId);
    expect(done.status).toBe("failed");
    expect(done.failure.code).toBe("EXPIRED");
    expect(JSON.stringify(done.failure.details.lastBroadcastError)).toMatch(/Blockhash not found/);
  }, 120_000);
});
