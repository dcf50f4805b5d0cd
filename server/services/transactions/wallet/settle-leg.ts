import type { Db } from "../../../db/client";
import { changeLegStatus, updateLegRecipients, type WalletLegRow } from "../../../db/queries/wallet-legs";
import type { SignatureStatus } from "../../../ledger/submit";
import { type LandedDetails, landedDetails } from "./landed-details";

type Failure = { code: string; message: string; details?: Record<string, unknown> };

/**
 * A leg failed (an error on chain, or expired unseen): just its recipients are marked failed, with why. One that
 * landed and failed keeps its block time and fee, which the payroll's network fee then includes.
 */
export async function failLeg(
  db: Db,
  leg: WalletLegRow,
  from: WalletLegRow["status"][],
  failure: Failure,
  landed?: LandedDetails,
) {
  await db.transaction(async (tx) => {
    const changed = await changeLegStatus(tx, leg, from, { status: "failed", failure, ...landed });
    if (changed) {
      await updateLegRecipients(tx, leg, {
        status: "failed",
        signature: leg.signature,
        failure: { code: failure.code, message: failure.message },
      });
    }
  });
}

/** Unlanded and past its blockhash: this leg can never land, and nothing was moved for its recipients. */
export async function expireLeg(db: Db, leg: WalletLegRow): Promise<void> {
  await failLeg(db, leg, ["pending"], {
    code: "EXPIRED",
    message: "Its ledger transaction's blockhash expired before it landed; nothing was moved for these recipients",
    details: leg.broadcastError ? { lastBroadcastError: leg.broadcastError } : {},
  });
}

/**
 * The change a landed leg calls for, as for a one-transaction payroll (settleLanded): an error at finalized fails it
 * (one seen only at confirmed waits: that block may be on a fork where the same bytes still land and pay); confirmed
 * confirms it; finalized completes it with its block time and network fee.
 */
export async function settleLandedLeg(db: Db, leg: WalletLegRow, onChain: SignatureStatus): Promise<void> {
  if (onChain.status === "processed" || onChain.status === "unknown") return;
  if (onChain.err && onChain.status !== "finalized") return;
  if (onChain.err) {
    const landed = await landedDetails(leg.signature);
    await failLeg(
      db,
      leg,
      ["pending", "confirmed"],
      {
        code: "TRANSACTION_FAILED",
        message: "Its ledger transaction failed on chain; nothing was moved for these recipients but its fee",
        details: { err: onChain.err },
      },
      landed,
    );
    return;
  }
  const landed = onChain.status === "finalized" ? await landedDetails(leg.signature) : undefined;
  await db.transaction(async (tx) => {
    const changed =
      onChain.status === "confirmed"
        ? await changeLegStatus(tx, leg, ["pending"], { status: "confirmed" })
        : await changeLegStatus(tx, leg, ["pending", "confirmed"], {
            status: "completed",
            ...landed,
          });
    if (changed) await updateLegRecipients(tx, leg, { status: changed.status, signature: leg.signature });
  });
}
