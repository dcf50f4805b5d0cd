import type { Principal } from "../../../auth/principal";
import type { Db } from "../../../db/client";
import { markBroadcast, type TransactionRow } from "../../../db/queries/transactions";
import { insertWalletLegs, listWalletLegs } from "../../../db/queries/wallet-legs";
import { failpoint } from "../../../failpoint";
import { publishEvents } from "../../../outbox/publish";
import { recordTransactionUnpublished } from "../record-transaction";
import type { SignedLeg } from "./accept-legs";
import { sendLegs } from "./send-legs";
import { walletTransactionFields } from "./submit-wallet-transaction";
import type { TransferRequest } from "./transfer-request";

/**
 * Record every signed leg, then send them all, then publish: as for one transaction (submitWalletTransaction), the
 * quote is used up and every leg's bytes are on record, with the job that follows them, before any leg leaves; a
 * crash after the record loses nothing, since the tracker sends unseen legs again until they land or expire.
 */
export async function submitWalletLegs(
  db: Db,
  principal: Principal,
  request: TransferRequest,
  type: TransactionRow["type"],
  legs: SignedLeg[],
): Promise<TransactionRow> {
  const recorded = await recordTransactionUnpublished(db, {
    ...walletTransactionFields(principal, request, type),
    recipients: request.transfers.map((t) => ({ address: t.to.toBase58(), amount: t.amount })),
    within: async (tx, transactionId) => {
      await insertWalletLegs(
        tx,
        legs.map((leg, part) => ({
          transactionId,
          part,
          firstRecipient: leg.firstRecipient,
          recipientCount: leg.recipientCount,
          signature: leg.signature,
          signedWire: leg.wire.toString("base64"),
        })),
      );
      return [];
    },
  });
  failpoint("wallet.after-record");
  // Marked first, so a cancel that won the race stops every leg, and none can be cancelled once one is out.
  if ((await markBroadcast(db, recorded.row.id, new Date()))?.status === "pending") {
    await sendLegs(db, await listWalletLegs(db, recorded.row.id));
  }
  failpoint("wallet.after-broadcast");
  await publishEvents(db, recorded.eventIds, recorded.jobIds);
  return recorded.row;
}
