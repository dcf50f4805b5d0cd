import type { Keypair, TransactionError } from "@solana/web3.js";
import type { Db } from "../../db/client";
import {
  findMove,
  insertMove,
  type LedgerMoveRow,
  replaceMoveAttempt,
  settleMoveRow,
} from "../../db/queries/ledger-moves";
import { failpoint } from "../../failpoint";
import { newId } from "../../ids";
import { finalizedBlockHeight } from "../../ledger/chain-clock";
import { feeOfWire, type LimitSource } from "../../ledger/compute-budget";
import { failedOnCompute } from "../../ledger/compute-failure";
import { readFinalizedTransaction } from "../../ledger/landed-transactions";
import { climbAfterExpiry } from "../../ledger/move-price";
import { sendRecorded } from "../../ledger/send-batch";
import type { SignedMove } from "../../ledger/sign-move";
import { getSignatureStatus, type SignatureStatus } from "../../ledger/submit";
import { log } from "../../log";
import { metrics } from "../../metrics/registry";
import { countFailedAttempt, countMoveLoss, isUncharged } from "../books/count-loss";

export type MoveSpec = {
  /** Deterministic: the same move asked twice is one move. */
  key: string;
  transactionId?: string;
  purpose: LedgerMoveRow["purpose"];
  payer: Keypair;
  /**
   * Builds and signs the move afresh (a new blockhash), with what it moves (base units as decimal strings, for
   * accounting): called for the first attempt, and again after one expired unseen or failed. `limit` is "simulated"
   * after an attempt that ran out of compute units, for signMove.
   */
  sign: (attempt: number, limit: LimitSource) => Promise<{ signed: SignedMove; details: Record<string, unknown> }>;
  /**
   * A move of several parts (a payout of many legs) may answer a failure on chain itself, once it is final (the
   * failed bytes can then never land): "given_up" ends the move here (the parts were dealt with: the refused ones
   * failed, the others handed back for another move), "resign" signs it again as a move of one part would.
   */
  onFailed?: (err: TransactionError) => Promise<"resign" | "given_up">;
};

/**
 * What the caller already knows of a move, read in bulk a moment ago: its recorded signature's status, or that no
 * row was recorded under its key (the insert's conflict on the key still decides if one was recorded since).
 */
export type MoveLook = { signature: string; status: SignatureStatus } | { unrecorded: true };

export type MoveState = { state: "pending" | "landed" | "given_up"; signature: string; attempt: number };

/** An attempt stops being able to land after this many failures on chain: the move is then given up. */
const maxAttempts = 5;

async function send(purpose: string, wire: string | Buffer): Promise<void> {
  metrics().moveBroadcasts.inc({ purpose });
  const bytes = typeof wire === "string" ? Buffer.from(wire, "base64") : wire;
  await sendRecorded(bytes).catch((error: unknown) => log.warn("sending a move failed; its status decides", { error }));
}

/**
 * Past its last valid block height on the finalized chain: no fork can still include it. (A height read at
 * `confirmed` may belong to a fork that is abandoned, on which the attempt could still land.)
 */
async function expired(row: LedgerMoveRow): Promise<boolean> {
  return (await finalizedBlockHeight()) > row.lastValidBlockHeight;
}

async function resign(db: Db, spec: MoveSpec, row: LedgerMoveRow, limit: LimitSource): Promise<MoveState> {
  if (row.attempt >= maxAttempts) throw new Error(`move ${row.key} failed ${row.attempt} times; it needs an operator`);
  const { signed, details } = await spec.sign(row.attempt + 1, limit);
  const replaced = await replaceMoveAttempt(db, row.key, row.signature, {
    signature: signed.signature,
    signedWire: signed.wire.toString("base64"),
    lastValidBlockHeight: signed.lastValidBlockHeight,
    details,
  });
  // Only the run that recorded the new attempt sends it: the other's bytes never leave.
  if (replaced) await send(spec.purpose, signed.wire);
  return { state: "pending", signature: replaced ? signed.signature : row.signature, attempt: row.attempt + 1 };
}

/**
 * One step towards a move landing exactly once. The first call signs and records it, then sends it; later calls
 * let the recorded signature decide: final and fine, it landed; an error on chain that is final, or its blockhash
 * expired on the finalized chain while it was never seen (looked up once more), it is signed again as a new
 * attempt, the old signature kept. So a move never has two signatures that could land. Safe to repeat and to run
 * after a crash at any point.
 */
export async function advanceMove(db: Db, spec: MoveSpec, look?: MoveLook): Promise<MoveState> {
  const row = look && "unrecorded" in look ? undefined : await findMove(db, spec.key);
  if (!row) {
    const { signed, details } = await spec.sign(1, "computed");
    const recorded = await insertMove(db, {
      id: newId("move"),
      key: spec.key,
      transactionId: spec.transactionId,
      purpose: spec.purpose,
      payer: spec.payer.publicKey.toBase58(),
      signature: signed.signature,
      signedWire: signed.wire.toString("base64"),
      lastValidBlockHeight: signed.lastValidBlockHeight,
      status: "sent",
      details,
    });
    if (!recorded) return advanceMove(db, spec);
    failpoint(`move.${spec.purpose}.recorded`);
    await send(spec.purpose, signed.wire);
    failpoint(`move.${spec.purpose}.sent`);
    return { state: "pending", signature: signed.signature, attempt: 1 };
  }
  if (row.status === "landed") return { state: "landed", signature: row.signature, attempt: row.attempt };
  // A status read in bulk for this very signature a moment ago saves the look.
  const seen = look && "signature" in look ? look : undefined;
  const onChain = seen?.signature === row.signature ? seen.status : await getSignatureStatus(row.signature);
  if (onChain.status === "finalized" && !onChain.err) {
    // A move some transaction pays for needs only its fee, which its bytes tell: no read of the ledger. One nobody
    // pays for is read back, for what it cost the service beyond its fee (count-loss.ts).
    const landed = isUncharged(spec.purpose) ? await readFinalizedTransaction(row.signature) : undefined;
    const networkFee =
      landed === undefined ? feeOfWire(Buffer.from(row.signedWire, "base64")) : BigInt(landed?.meta?.fee ?? 0);
    await settleMoveRow(db, row.key, row.signature, { status: "landed", networkFee });
    if (landed !== undefined) countMoveLoss(row, landed);
    if (spec.purpose === "float") metrics().floatTopUps.inc();
    metrics().moveLanding.observe({ purpose: spec.purpose }, (Date.now() - row.createdAt.getTime()) / 1000);
    metrics().moveAttempts.observe({ purpose: spec.purpose }, row.attempt);
    return { state: "landed", signature: row.signature, attempt: row.attempt };
  }
  if (onChain.err && onChain.status === "finalized") {
    // It landed and failed for good: nothing but the fee moved. A new attempt may succeed (float topped up
    // meanwhile). A failure seen only at `confirmed` waits: that block may be on a fork the cluster abandons, where
    // the same bytes can still land and succeed, and a new attempt landing too would pay twice.
    await settleMoveRow(db, row.key, row.signature, { status: "failed", err: onChain.err });
    // Counted once: a move past its attempts comes back here on every later look.
    if (row.status === "sent") await countFailedAttempt(row.signature);
    if (spec.onFailed && (await spec.onFailed(onChain.err)) === "given_up") {
      return { state: "given_up", signature: row.signature, attempt: row.attempt };
    }
    // Out of units: the computed limit was too small for this ledger, and the next attempt's is simulated.
    return resign(db, spec, row, failedOnCompute(onChain.err) ? "simulated" : "computed");
  }
  if (onChain.status !== "unknown") return { state: "pending", signature: row.signature, attempt: row.attempt };
  if (!(await expired(row))) {
    await send(spec.purpose, row.signedWire);
    return { state: "pending", signature: row.signature, attempt: row.attempt };
  }
  if ((await getSignatureStatus(row.signature)).status !== "unknown") {
    return { state: "pending", signature: row.signature, attempt: row.attempt };
  }
  // Unseen until it expired: the price it offered may have been too low, and the next attempt offers a rung more.
  await climbAfterExpiry(row.signedWire);
  return resign(db, spec, row, "computed");
}

/** Advances a move until it lands or `waitMs` pass, a look per slot: a step's worth of waiting. */
export async function settleMove(db: Db, spec: MoveSpec, waitMs = 8_000): Promise<MoveState> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const state = await advanceMove(db, spec);
    if (state.state !== "pending" || Date.now() >= deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}
