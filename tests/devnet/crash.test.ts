import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { type ChildDevnet, startChildDevnet } from "./child-devnet";
import { waitForStatus } from "./harness";

describe("devnet finality and crashes", () => {
  it("keeps a transaction it reported finalized when its process is killed right after (SIGKILL)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "devnet-crash-"));
    const running: ChildDevnet[] = [];
    try {
      const first = await startChildDevnet(dataDir, 50);
      running.push(first);
      const connection = new Connection(first.url, "confirmed");
      const alice = Keypair.generate();
      const bob = Keypair.generate().publicKey;
      await waitForStatus(connection, await connection.requestAirdrop(alice.publicKey, LAMPORTS_PER_SOL), "confirmed");
      const { blockhash } = await connection.getLatestBlockhash();
      const tx = new Transaction({ feePayer: alice.publicKey, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 123_456_789 }),
      );
      tx.sign(alice);
      const signature = await connection.sendRawTransaction(tx.serialize());
      await waitForStatus(connection, signature, "finalized");
      await first.kill("SIGKILL");

      const second = await startChildDevnet(dataDir, 50);
      running.push(second);
      const after = new Connection(second.url, "confirmed");
      expect(await after.getBalance(bob)).toBe(123_456_789);
      const status = (await after.getSignatureStatuses([signature])).value[0];
      expect(status?.confirmationStatus).toBe("finalized");
      const fetched = await after.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
      expect(fetched?.meta?.postBalances).toContain(123_456_789);
    } finally {
      for (const devnet of running) await devnet.kill("SIGKILL");
    }
  }, 30_000);
});
