import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type Logs,
  type ParsedInstruction,
  type PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningDevnet, startDevnet } from "@/server/devnet/start-devnet";
import { npmStartDevnet, testDevnet } from "./harness";

/** Client code as people write it, unchanged; the devnet passes slots in real time (50 ms) so confirmation happens. */
let devnet: RunningDevnet;
let connection: Connection;

beforeAll(async () => {
  ({ devnet, connection } = await testDevnet(undefined, 50));
});
afterAll(() => devnet.close());

async function funded(lamports = LAMPORTS_PER_SOL): Promise<Keypair> {
  const owner = Keypair.generate();
  const signature = await connection.requestAirdrop(owner.publicKey, lamports);
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
  return owner;
}

const transfer = (from: Keypair, to: PublicKey, lamports: number) =>
  new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));

/** The first callback value, or an error after `ms`. */
function first<T>(subscribe: (resolve: (value: T) => void) => void, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no notification")), ms);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe("@solana/web3.js 1.x against the devnet, unchanged", () => {
  it("sendAndConfirmTransaction, then getParsedTransaction", async () => {
    const alice = await funded();
    const bob = Keypair.generate().publicKey;
    const signature = await sendAndConfirmTransaction(connection, transfer(alice, bob, 250_000_000), [alice]);
    expect(await connection.getBalance(bob)).toBe(250_000_000);
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect((parsed!.transaction.message.instructions[0] as ParsedInstruction).parsed).toEqual({
      type: "transfer",
      info: { source: alice.publicKey.toBase58(), destination: bob.toBase58(), lamports: 250_000_000 },
    });
  }, 20_000);

  it("confirmTransaction with the blockhash strategy, at confirmed and at finalized", async () => {
    const alice = await funded();
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const tx = transfer(alice, Keypair.generate().publicKey, 10_000_000);
    tx.recentBlockhash = blockhash;
    tx.sign(alice);
    const signature = await connection.sendRawTransaction(tx.serialize());
    const confirmed = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, "confirmed");
    expect(confirmed.value.err).toBeNull();
    const finalized = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, "finalized");
    expect(finalized.value.err).toBeNull();
    expect((await connection.getSignatureStatus(signature)).value?.confirmationStatus).toBe("finalized");
  }, 20_000);

  it("reports a failed transaction through confirmation", async () => {
    const alice = await funded();
    const tx = transfer(alice, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL);
    const outcome = await sendAndConfirmTransaction(connection, tx, [alice], { skipPreflight: true }).then(
      () => "confirmed",
      (error: unknown) => error,
    );
    // web3.js rejects with the status's err when its status check sees it first, else a SendTransactionError.
    expect(`${JSON.stringify(outcome)} ${String(outcome)}`).toMatch(/"InstructionError":\[0,\{"Custom":1\}\]/);
  }, 20_000);

  it("onAccountChange and onLogs", async () => {
    const alice = await funded();
    const bob = Keypair.generate().publicKey;
    const changed = first<number>((resolve) => {
      const id = connection.onAccountChange(bob, (account) => {
        void connection.removeAccountChangeListener(id);
        resolve(account.lamports);
      });
    });
    const logged = first<Logs>((resolve) => {
      const id = connection.onLogs(bob, (logs) => {
        void connection.removeOnLogsListener(id);
        resolve(logs);
      });
    });
    const everything = first<Logs>((resolve) => {
      const id = connection.onLogs("all", (logs) => {
        void connection.removeOnLogsListener(id);
        resolve(logs);
      });
    });
    // Subscriptions are made when the socket opens; a round trip on it (a slot) means they are in place.
    await first<number>((resolve) => {
      const id = connection.onSlotChange((slot) => {
        void connection.removeSlotChangeListener(id);
        resolve(slot.slot);
      });
    });
    const signature = await sendAndConfirmTransaction(connection, transfer(alice, bob, 30_000_000), [alice]);
    expect(await changed).toBe(30_000_000);
    expect(await logged).toMatchObject({ signature, err: null });
    expect((await logged).logs[0]).toContain("Program 11111111111111111111111111111111 invoke");
    expect((await everything).logs.length).toBeGreaterThan(0);
  }, 20_000);

  it("finds the websocket at the RPC port + 1 when no wsEndpoint is given", async () => {
    let started: RunningDevnet | undefined;
    for (let attempt = 0; attempt < 10 && !started; attempt++) {
      const port = 20_000 + Math.floor(Math.random() * 40_000);
      const dataDir = mkdtempSync(path.join(tmpdir(), "devnet-fixed-"));
      started = await startDevnet({ port, dataDir, slotMs: 50 }).catch(() => undefined);
    }
    if (!started) throw new Error("no free pair of ports found");
    try {
      expect(new URL(started.wsUrl).port).toBe(String(Number(new URL(started.url).port) + 1));
      const plain = new Connection(started.url, "confirmed");
      const alice = Keypair.generate();
      const airdrop = await plain.requestAirdrop(alice.publicKey, LAMPORTS_PER_SOL);
      await plain.confirmTransaction({ signature: airdrop, ...(await plain.getLatestBlockhash()) });
      await sendAndConfirmTransaction(plain, transfer(alice, Keypair.generate().publicKey, 1_000_000), [alice]);
      expect(await plain.getBalance(alice.publicKey)).toBe(LAMPORTS_PER_SOL - 1_000_000 - 5_000);
    } finally {
      await started.close();
    }
  }, 20_000);
});

describe("@solana/web3.js 1.x against the devnet as npm start runs it", () => {
  it("sendAndConfirmTransaction and onAccountChange, the websocket found at the RPC port + 1", async () => {
    const started = await npmStartDevnet();
    try {
      const client = new Connection(started.url, "confirmed");
      const alice = Keypair.generate();
      const signature = await client.requestAirdrop(alice.publicKey, LAMPORTS_PER_SOL);
      await client.confirmTransaction({ signature, ...(await client.getLatestBlockhash()) });
      const bob = Keypair.generate().publicKey;
      const changed = first<number>((resolve) => client.onAccountChange(bob, (account) => resolve(account.lamports)));
      await sendAndConfirmTransaction(client, transfer(alice, bob, 123_000_000), [alice]);
      expect(await changed).toBe(123_000_000);
    } finally {
      await started.close();
    }
  }, 30_000);
});
