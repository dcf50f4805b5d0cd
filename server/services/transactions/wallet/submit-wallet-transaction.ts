import type { Principal } from "../../../auth/principal";
import type { Db, Tx } from "../../../db/client";
import type { TransactionRow } from "../../../db/queries/transactions";
import { failpoint } from "../../../failpoint";
import { jobs } from "../../../outbox/jobs";
import { publishEvents } from "../../../outbox/publish";
import { recordTransactionUnpublished } from "../record-transaction";
import { broadcast } from "./broadcast";
import type { TransferRequest } from "./transfer-request";

/** A checked, fully signed wallet transaction, ready to record and send. */
export type SignedWalletTransaction = {
  signature: string;
  wire: Buffer;
  signatureCount: number;
  newTokenAccounts: number;
  /** What each recipient receives, in the output asset. */
  legs: { address: string; amount: bigint }[];
  /** A last check and record made inside the record's database transaction (a swap's fill); throwing refuses it. */
  within?: (tx: Tx, transactionId: string) => Promise<void>;
};

/** What every wallet-mode transaction records: pending, on its quote, followed on chain by the tracker. */
export function walletTransactionFields(principal: Principal, request: TransferRequest, type: TransactionRow["type"]) {
  return {
    principal,
    quoteId: request.quote.id,
    pricedBy: request.quote,
    type,
    mode: "wallet" as const,
    status: "pending" as const,
    sender: request.sender.toBase58(),
    jobs: (transactionId: string) => [jobs.trackConfirmation(transactionId)],
  };
}

/**
 * Record, then broadcast, then publish. The record (quote used up, the signed bytes, the pending event and the job
 * that follows the transaction on chain, in one database transaction) comes first, so nothing is sent that is not
 * on record; the outbox rows are published after the broadcast, so `transaction.pending` means "sent". A crash
 * anywhere after the record loses nothing: the outbox sweep publishes the tracking job, which sends the same bytes
 * again if they never went out, and one signature lands at most once.
 */
export async function submitWalletTransaction(
  db: Db,
  principal: Principal,
  request: TransferRequest,
  type: TransactionRow["type"],
  signed: SignedWalletTransaction,
): Promise<TransactionRow> {
  const recorded = await recordTransactionUnpublished(db, {
    ...walletTransactionFields(principal, request, type),
    recipients: signed.legs,
    signature: signed.signature,
    signedWire: signed.wire.toString("base64"),
    within: async (tx, transactionId) => {
      await signed.within?.(tx, transactionId);
      return [];
    },
  });
  failpoint("wallet.after-record");
  await broadcast(db, recorded.row);
  failpoint("wallet.after-broadcast");
  await publishEvents(db, recorded.eventIds, recorded.jobIds);
  return recorded.row;
}
