import { Keypair, LAMPORTS_PER_SOL, SystemProgram } from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findMove } from "@/server/db/queries/ledger-moves";
import { finalitySlots } from "@/server/devnet/devnet-ledger";
import { signMove } from "@/server/ledger/sign-move";
import { getSignatureStatus } from "@/server/ledger/submit";
import { advanceMove, type MoveSpec } from "@/server/services/moves/run-move";
import { devnetForThisFile } from "../devnet/file-devnet";
import { fundSol } from "../devnet/harness";

// Slots move only when a test says so: a failure can be held at `confirmed` for as long as the test needs.
const fileDevnet = devnetForThisFile();

/** A move paying 1 SOL from `payer` to a fresh wallet, counting how often it is signed. */
function transferMove(payer: Keypair) {
  const to = Keypair.generate().publicKey;
  const signed: number[] = [];
  const spec: MoveSpec = {
    key: `adversary-finality-${payer.publicKey.toBase58()}`,
    purpose: "float",
    payer,
    sign: async (attempt) => {
      signed.push(attempt);
      const instruction = SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: to,
        lamports: LAMPORTS_PER_SOL,
      });
      return { signed: await signMove(payer, [], [instruction]), details: { attempt } };
    },
  };
  return { spec, signed, to };
}

describe("a move's failure decides a new attempt only once it is final", () => {
  it("does not sign a new attempt while the failure is only confirmed, and does once it is finalized", async () => {
    const db = await getDb();
    const payer = Keypair.generate();
    // Enough for fees, not for the 1 SOL the move pays: the first attempt lands failed.
    await fundSol(fileDevnet().connection, fileDevnet().devnet, payer.publicKey, LAMPORTS_PER_SOL / 100);
    const { spec, signed, to } = transferMove(payer);

    const first = await advanceMove(db, spec);
    fileDevnet().devnet.advanceSlots(1);
    const seen = await getSignatureStatus(first.signature);
    expect(seen.status).toBe("confirmed");
    expect(seen.err).not.toBeNull();

    // Held at confirmed (the block could be on a fork the cluster abandons): no new attempt, however often asked.
    for (let i = 0; i < 3; i++) {
      const state = await advanceMove(db, spec);
      expect(state).toEqual({ state: "pending", signature: first.signature, attempt: 1 });
      // The status a payout round read in bulk takes the same path.
      expect(await advanceMove(db, spec, { signature: first.signature, status: seen })).toEqual(state);
    }
    expect(signed).toEqual([1]);
    expect((await findMove(db, spec.key))?.status).toBe("sent");

    // Money arrives meanwhile; once the failure is final, the next attempt is signed and lands, once.
    await fundSol(fileDevnet().connection, fileDevnet().devnet, payer.publicKey, 2 * LAMPORTS_PER_SOL);
    fileDevnet().devnet.advanceSlots(finalitySlots);
    expect((await getSignatureStatus(first.signature)).status).toBe("finalized");
    const second = await advanceMove(db, spec);
    expect(second.attempt).toBe(2);
    expect(signed).toEqual([1, 2]);
    fileDevnet().devnet.advanceSlots(finalitySlots + 1);
    expect((await advanceMove(db, spec)).state).toBe("landed");
    expect(BigInt(await fileDevnet().connection.getBalance(to))).toBe(BigInt(LAMPORTS_PER_SOL));
  });

  it("does not sign a new attempt while its blockhash has expired only at confirmed", async () => {
    const db = await getDb();
    const payer = Keypair.generate();
    await fundSol(fileDevnet().connection, fileDevnet().devnet, payer.publicKey, 2 * LAMPORTS_PER_SOL);
    const { spec, signed } = transferMove(payer);
    // Bytes this node has never seen (signed against a blockhash from a fork it does not follow), valid until the
    // height the confirmed chain is at now: the node refuses them, and on that other fork they could still land
    // until the finalized chain passes the height.
    const lastValidBlockHeight = BigInt(await fileDevnet().connection.getBlockHeight("confirmed"));
    const forkSpec: MoveSpec = {
      ...spec,
      sign: async (attempt) => {
        signed.push(attempt);
        const instruction = SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        });
        const recent = { blockhash: bs58.encode(Keypair.generate().publicKey.toBytes()), lastValidBlockHeight: 0 };
        const move = await signMove(payer, [], [instruction], recent);
        return { signed: { ...move, lastValidBlockHeight }, details: { attempt } };
      },
    };

    const first = await advanceMove(db, forkSpec);
    fileDevnet().devnet.advanceSlots(2);
    expect(BigInt(await fileDevnet().connection.getBlockHeight("confirmed"))).toBeGreaterThan(lastValidBlockHeight);
    expect(BigInt(await fileDevnet().connection.getBlockHeight("finalized"))).toBeLessThanOrEqual(lastValidBlockHeight);
    expect(await advanceMove(db, forkSpec)).toEqual({ state: "pending", signature: first.signature, attempt: 1 });
    expect(signed).toEqual([1]);

    // Past it on the finalized chain too, and never seen: now a new attempt is safe.
    fileDevnet().devnet.advanceSlots(1);
    expect(BigInt(await fileDevnet().connection.getBlockHeight("finalized"))).toBeGreaterThan(lastValidBlockHeight);
    expect((await advanceMove(db, forkSpec)).attempt).toBe(2);
    expect(signed).toEqual([1, 2]);
  });
});
