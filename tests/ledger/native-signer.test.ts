import { createPublicKey, randomBytes, verify } from "node:crypto";
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { signBytes, signedWire } from "@/server/ledger/native-signer";

/** A transfer from `payer`, with `cosigner` signing too, on a random blockhash. */
function transaction(payer: Keypair, cosigner: Keypair) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: cosigner.publicKey, lamports: 1 }),
      SystemProgram.transfer({ fromPubkey: cosigner.publicKey, toPubkey: payer.publicKey, lamports: 1 }),
    ],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

describe("signing moves with node's native Ed25519", () => {
  it("makes the very bytes web3.js's signer makes, for every key and message", () => {
    for (let i = 0; i < 50; i++) {
      const payer = Keypair.generate();
      const cosigner = Keypair.generate();
      const byWeb3 = transaction(payer, cosigner);
      const natively = signedWire(byWeb3.message, [payer, cosigner]);
      byWeb3.sign([payer, cosigner]);
      expect(natively.wire.equals(Buffer.from(byWeb3.serialize()))).toBe(true);
      expect(natively.firstSignature.equals(Buffer.from(byWeb3.signatures[0]!))).toBe(true);
    }
  });

  it("leaves a missing signer's slot zero, as web3.js does, and refuses a key that does not sign", () => {
    const payer = Keypair.generate();
    const cosigner = Keypair.generate();
    const byWeb3 = transaction(payer, cosigner);
    const natively = signedWire(byWeb3.message, [payer]);
    byWeb3.sign([payer]);
    expect(natively.wire.equals(Buffer.from(byWeb3.serialize()))).toBe(true);
    expect(() => signedWire(byWeb3.message, [Keypair.generate()])).toThrow(/does not sign/);
  });

  it("signs any bytes so that the key pair's public key verifies them", () => {
    const signer = Keypair.generate();
    const spki = Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), signer.publicKey.toBuffer()]);
    const publicKey = createPublicKey({ key: spki, format: "der", type: "spki" });
    for (let size = 0; size < 1_300; size += 97) {
      const bytes = randomBytes(size);
      const signature = signBytes(signer, bytes);
      expect(verify(null, bytes, publicKey, signature)).toBe(true);
      expect(verify(null, Buffer.concat([bytes, Buffer.from([0])]), publicKey, signature)).toBe(false);
    }
  });
});
