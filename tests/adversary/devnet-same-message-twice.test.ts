import { verify } from "node:crypto";
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningDevnet } from "@/server/devnet/start-devnet";
import { fundSol, rpcCall, testDevnet, waitForStatus } from "../devnet/harness";
import { signWithRandomNonce } from "../support/ed25519-math";

/**
 * A co-signed transaction (a wallet swap: the user pays the fee, the treasury signs for its side) is public once it
 * lands. Its fee payer can sign the same message again (ed25519 lets a signer sign one message many ways), keep
 * the co-signer's signature, and send it: a validator refuses a message it has processed, whatever its signatures,
 * and so must the devnet, or the co-signer pays twice.
 */
let devnet: RunningDevnet;
let connection: Awaited<ReturnType<typeof testDevnet>>["connection"];
beforeAll(async () => {
  ({ devnet, connection } = await testDevnet());
});
afterAll(() => devnet.close());

const publicKeyObject = (key: Keypair) =>
  ({
    key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), key.publicKey.toBuffer()]),
    format: "der",
    type: "spki",
  }) as const;

/** A transfer from `cosigner` to `attacker`, the fee payer, signed by both and landed: 0.1 SOL of its 1 SOL. */
async function landedCosigned() {
  const attacker = Keypair.generate();
  const cosigner = Keypair.generate();
  await fundSol(connection, devnet, attacker.publicKey, LAMPORTS_PER_SOL);
  await fundSol(connection, devnet, cosigner.publicKey, LAMPORTS_PER_SOL);
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: attacker.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: cosigner.publicKey, toPubkey: attacker.publicKey, lamports: 100_000_000 }),
    ],
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([attacker, cosigner]);
  await waitForStatus(connection, await connection.sendRawTransaction(tx.serialize()), "confirmed", devnet);
  expect(await connection.getBalance(cosigner.publicKey, "processed")).toBe(900_000_000);
  return { tx, attacker, cosigner };
}

describe("adversary: one message signed again by its fee payer", () => {
  it("is refused with preflight, dropped without, and the co-signer pays once", async () => {
    const { tx, attacker, cosigner } = await landedCosigned();
    const again = signWithRandomNonce(attacker.secretKey, tx.message.serialize());
    expect(verify(null, tx.message.serialize(), publicKeyObject(attacker), again)).toBe(true);
    expect(Buffer.from(again).equals(Buffer.from(tx.signatures[0]!))).toBe(false);
    tx.signatures[0] = again;
    const wire = Buffer.from(tx.serialize()).toString("base64");

    await expect(rpcCall(devnet, "sendTransaction", [wire, { encoding: "base64" }])).rejects.toThrow(
      /^-32002: .*already been processed/,
    );
    // Without preflight a validator takes it and drops it unseen: the answer is its signature, which never lands.
    const answered = await rpcCall(devnet, "sendTransaction", [wire, { encoding: "base64", skipPreflight: true }]);
    expect(answered).toBe(bs58.encode(again));
    devnet.advanceSlots(2);
    const { value } = await connection.getSignatureStatuses([bs58.encode(again)], { searchTransactionHistory: true });
    expect(value[0]).toBeNull();
    expect(await connection.getBalance(cosigner.publicKey, "processed")).toBe(900_000_000);
  });

  it("is refused with a byte appended, so a message cannot pass for another, and the co-signer pays once", async () => {
    const { tx, attacker, cosigner } = await landedCosigned();
    tx.signatures[0] = signWithRandomNonce(attacker.secretKey, tx.message.serialize());
    const appended = Buffer.concat([Buffer.from(tx.serialize()), Buffer.from([0])]).toString("base64");
    for (const skipPreflight of [false, true]) {
      await expect(
        rpcCall(devnet, "sendTransaction", [appended, { encoding: "base64", skipPreflight }]),
      ).rejects.toThrow(/^-32602: invalid transaction/);
    }
    devnet.advanceSlots(2);
    expect(await connection.getBalance(cosigner.publicKey, "processed")).toBe(900_000_000);
  });

  it("is refused as processed when only the co-signer's signature is new (the fee payer's, the id, kept)", async () => {
    const { tx, cosigner } = await landedCosigned();
    tx.signatures[1] = signWithRandomNonce(cosigner.secretKey, tx.message.serialize());
    const wire = Buffer.from(tx.serialize()).toString("base64");
    await expect(rpcCall(devnet, "sendTransaction", [wire, { encoding: "base64" }])).rejects.toThrow(
      /^-32002: .*already been processed/,
    );
    devnet.advanceSlots(2);
    expect(await connection.getBalance(cosigner.publicKey, "processed")).toBe(900_000_000);
  });
});
