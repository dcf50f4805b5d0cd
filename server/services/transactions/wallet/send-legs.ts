import pMap from "p-map";
import type { Db } from "../../../db/client";
import { recordLegBroadcastError, type WalletLegRow } from "../../../db/queries/wallet-legs";
import { submitTransaction } from "../../../ledger/submit";
import { describeRefusal } from "./broadcast";

/** Legs sent side by side: enough to send hundreds in a few seconds, few enough not to flood the RPC node. */
const sendConcurrency = 16;

/**
 * Sends the recorded bytes of these legs. A refusal is kept on the leg, never decided on here: the same bytes may
 * have landed anyway or may still land until their blockhash expires, which the confirmation tracker decides.
 */
export async function sendLegs(db: Db, legs: WalletLegRow[]): Promise<void> {
  await pMap(
    legs,
    async (leg) => {
      try {
        await submitTransaction(Buffer.from(leg.signedWire, "base64"));
      } catch (error) {
        await recordLegBroadcastError(db, leg, describeRefusal(error));
      }
    },
    { concurrency: sendConcurrency },
  );
}
