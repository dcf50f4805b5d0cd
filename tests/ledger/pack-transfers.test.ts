import { Keypair, PACKET_DATA_SIZE, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { destinationAccount, packTransfers, payoutInstructions, wireSize } from "../../server/ledger/build-transfer";
import { budgetInstructions } from "../../server/ledger/compute-budget";

/** A budget as a real move carries one (its size does not depend on the values). */
const budget = budgetInstructions({ unitLimit: 61_234, microLamports: 4_000n });

function realSize(sender: Keypair, instructions: ReturnType<typeof payoutInstructions>): number {
  const message = new TransactionMessage({
    payerKey: sender.publicKey,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
    instructions: [...budget, ...instructions],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([sender]);
  return wireSize(transaction);
}

describe("packing transfers into transactions", () => {
  it("fills every batch as far as real recipients fit, mixing created and existing token accounts", () => {
    const sender = Keypair.generate();
    const transfers = Array.from({ length: 157 }, () => ({ to: Keypair.generate().publicKey, amount: 1_000n }));
    // Every third recipient already has its token account.
    const missing = new Set(
      transfers.filter((_, i) => i % 3 !== 0).map((t) => destinationAccount("USDC", t.to).toBase58()),
    );
    const batches = packTransfers("USDC", transfers, missing);
    expect(batches.flat()).toEqual(transfers);
    for (const [n, batch] of batches.entries()) {
      expect(realSize(sender, payoutInstructions(sender.publicKey, "USDC", batch, missing))).toBeLessThanOrEqual(
        PACKET_DATA_SIZE,
      );
      const next = batches[n + 1]?.[0];
      if (next) {
        const grown = payoutInstructions(sender.publicKey, "USDC", [...batch, next], missing);
        expect(realSize(sender, grown)).toBeGreaterThan(PACKET_DATA_SIZE);
      }
    }
  });

  it("packs a recipient paid twice, whose accounts repeat, no worse than two distinct ones", () => {
    const sender = Keypair.generate();
    const twice = Keypair.generate().publicKey;
    const transfers = [
      { to: twice, amount: 1n },
      ...Array.from({ length: 30 }, () => ({ to: Keypair.generate().publicKey, amount: 1n })),
      { to: twice, amount: 2n },
    ];
    const missing = new Set(transfers.map((t) => destinationAccount("SOL", t.to).toBase58()));
    for (const batch of packTransfers("SOL", transfers, missing)) {
      expect(realSize(sender, payoutInstructions(sender.publicKey, "SOL", batch, missing))).toBeLessThanOrEqual(
        PACKET_DATA_SIZE,
      );
    }
  });
});
