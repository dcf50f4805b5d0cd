import { Keypair, LAMPORTS_PER_SOL, SystemProgram, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findMove } from "@/server/db/queries/ledger-moves";
import { finalitySlots } from "@/server/devnet/devnet-ledger";
import { budgetInstructions, type LimitSource } from "@/server/ledger/compute-budget";
import { latestBlockhash, signMove } from "@/server/ledger/sign-move";
import { getSignatureStatus } from "@/server/ledger/submit";
import { advanceMove, type MoveSpec } from "@/server/services/moves/run-move";
import { devnetForThisFile } from "../devnet/file-devnet";
import { fundSol } from "../devnet/harness";

const fileDevnet = devnetForThisFile();

/**
 * A move whose first attempt is signed with a limit too small for what it runs, as a computed limit would be on a
 * ledger whose programs cost more than the service measured; later attempts are signed as `limit` says.
 */
function underBudgetedMove(payer: Keypair) {
  const to = Keypair.generate().publicKey;
  const limits: LimitSource[] = [];
  const instruction = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL });
  const spec: MoveSpec = {
    key: `adversary-out-of-units-${payer.publicKey.toBase58()}`,
    purpose: "float",
    payer,
    sign: async (attempt, limit) => {
      limits.push(limit);
      if (attempt > 1) return { signed: await signMove(payer, [], [instruction], undefined, limit), details: {} };
      const { blockhash, lastValidBlockHeight } = await latestBlockhash();
      const transaction = new VersionedTransaction(
        new TransactionMessage({
          payerKey: payer.publicKey,
          recentBlockhash: blockhash,
          instructions: [...budgetInstructions({ unitLimit: 200, microLamports: 0n }), instruction],
        }).compileToV0Message(),
      );
      transaction.sign([payer]);
      const wire = Buffer.from(transaction.serialize());
      const signature = bs58.encode(transaction.signatures[0]!);
      return { signed: { wire, signature, lastValidBlockHeight: BigInt(lastValidBlockHeight) }, details: {} };
    },
  };
  return { spec, limits, to };
}

describe("a move whose limit proves too small on the ledger", () => {
  it("is signed again with a simulated limit, and lands on that attempt", async () => {
    const db = await getDb();
    const payer = Keypair.generate();
    await fundSol(fileDevnet().connection, fileDevnet().devnet, payer.publicKey, 2 * LAMPORTS_PER_SOL);
    const { spec, limits, to } = underBudgetedMove(payer);

    const first = await advanceMove(db, spec);
    fileDevnet().devnet.advanceSlots(finalitySlots + 1);
    const failed = await getSignatureStatus(first.signature);
    expect(failed.status).toBe("finalized");
    expect(JSON.stringify(failed.err)).toContain("ComputationalBudgetExceeded");

    const second = await advanceMove(db, spec);
    expect(second.attempt).toBe(2);
    expect(limits).toEqual(["computed", "simulated"]);
    fileDevnet().devnet.advanceSlots(finalitySlots + 1);
    expect((await advanceMove(db, spec)).state).toBe("landed");
    expect((await findMove(db, spec.key))?.attempt).toBe(2);
    expect(BigInt(await fileDevnet().connection.getBalance(to))).toBe(BigInt(LAMPORTS_PER_SOL));
  });
});
