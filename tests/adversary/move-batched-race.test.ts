import { Keypair, LAMPORTS_PER_SOL, SystemProgram } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findMove } from "@/server/db/queries/ledger-moves";
import { finalitySlots } from "@/server/devnet/devnet-ledger";
import { signMove } from "@/server/ledger/sign-move";
import { getSignatureStatus } from "@/server/ledger/submit";
import { advanceMove, type MoveSpec } from "@/server/services/moves/run-move";
import { devnetForThisFile } from "../devnet/file-devnet";
import { fundSol } from "../devnet/harness";

/*
 * The payout loop's moves share their statements (server/db/queries/ledger-moves.ts): advances of the same move
 * that start together land in one multi-row INSERT. Two runs racing one move must still record one signature and
 * send only it, whether their rows meet in one statement or in two.
 */
const fileDevnet = devnetForThisFile();

/** A move paying `lamports` from `payer`; every signing makes different bytes (the amount counts the signings). */
function racedMove(payer: Keypair, key: string) {
  const to = Keypair.generate().publicKey;
  const signatures: string[] = [];
  const spec: MoveSpec = {
    key,
    purpose: "float",
    payer,
    sign: async (attempt) => {
      const instruction = SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: to,
        lamports: LAMPORTS_PER_SOL + signatures.length,
      });
      const signed = await signMove(payer, [], [instruction]);
      signatures.push(signed.signature);
      return { signed, details: { attempt } };
    },
  };
  return { spec, signatures, to };
}

describe("racing advances of one move, their rows in one statement", () => {
  it("records one signature, sends only it, and pays once", async () => {
    const db = await getDb();
    const payer = Keypair.generate();
    await fundSol(fileDevnet().connection, fileDevnet().devnet, payer.publicKey, 10 * LAMPORTS_PER_SOL);
    const { spec, signatures, to } = racedMove(payer, `adversary-batched-race-${payer.publicKey.toBase58()}`);

    const states = await Promise.all(Array.from({ length: 6 }, () => advanceMove(db, spec)));
    const recorded = await findMove(db, spec.key);
    expect(new Set(states.map((s) => s.signature))).toEqual(new Set([recorded!.signature]));
    expect(signatures.length).toBeGreaterThan(1);

    fileDevnet().devnet.advanceSlots(finalitySlots + 1);
    for (const signature of signatures) {
      const status = await getSignatureStatus(signature);
      expect(status.status).toBe(signature === recorded!.signature ? "finalized" : "unknown");
    }
    expect((await advanceMove(db, spec)).state).toBe("landed");
    expect(BigInt(await fileDevnet().connection.getBalance(to))).toBeGreaterThanOrEqual(BigInt(LAMPORTS_PER_SOL));
    expect(BigInt(await fileDevnet().connection.getBalance(to))).toBeLessThan(2n * BigInt(LAMPORTS_PER_SOL));
  });

  it("settles many moves in one statement, each by its own recorded signature", async () => {
    const db = await getDb();
    const payer = Keypair.generate();
    await fundSol(fileDevnet().connection, fileDevnet().devnet, payer.publicKey, 20 * LAMPORTS_PER_SOL);
    const moves = Array.from({ length: 8 }, (_, i) =>
      racedMove(payer, `adversary-batched-settle-${i}-${payer.publicKey.toBase58()}`),
    );
    await Promise.all(moves.map((m) => advanceMove(db, m.spec)));
    fileDevnet().devnet.advanceSlots(finalitySlots + 1);
    const landed = await Promise.all(moves.map((m) => advanceMove(db, m.spec)));
    expect(landed.map((s) => s.state)).toEqual(moves.map(() => "landed"));
    for (const m of moves) {
      const row = await findMove(db, m.spec.key);
      expect(row?.status).toBe("landed");
      expect(row?.signature).toBe(m.signatures[0]);
      expect(row?.networkFee).toBeGreaterThan(0n);
    }
  });
});
