import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { fundSol, testDevnet, waitForStatus } from "./harness";

describe("devnet persistence", () => {
  it("keeps balances, history and the slot across a restart on the same directory", async () => {
    const first = await testDevnet();
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    await fundSol(first.connection, first.devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const { blockhash } = await first.connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: alice.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 100_000_000 }),
    );
    tx.sign(alice);
    const signature = await first.connection.sendRawTransaction(tx.serialize());
    await waitForStatus(first.connection, signature, "confirmed", first.devnet);
    const slot = await first.connection.getSlot();
    await first.devnet.close();

    const second = await testDevnet(first.dataDir);
    try {
      expect(await second.connection.getBalance(bob.publicKey)).toBe(100_000_000);
      expect(await second.connection.getSlot()).toBeGreaterThanOrEqual(slot);
      const fetched = await second.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
      expect(fetched?.meta?.postBalances).toContain(100_000_000);
      expect(await second.connection.getGenesisHash()).toBe(await second.connection.getGenesisHash());
    } finally {
      await second.devnet.close();
    }
  });
});
