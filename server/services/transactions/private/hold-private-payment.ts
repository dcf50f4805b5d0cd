import type { Principal } from "../../../auth/principal";
import type { TransactionApproval } from "../../../contracts/approvals";
import type { Db } from "../../../db/client";
import type { TransactionRow } from "../../../db/queries/transactions";
import { publishEvents } from "../../../outbox/publish";
import { recordApprovalRequest } from "../../approvals/shared/request-approval";
import { requireAvailable } from "../../balance-ledger/debit-balance";
import type { PolicyHold } from "../../policies/evaluate-policies";
import { recordTransactionUnpublished } from "../record-transaction";
import { chargePrivateSpending } from "./shared/charge-private-spending";
import { paymentCharges } from "./shared/payment-charges";
import type { PrivateRequest } from "./shared/resolve-private-request";

/**
 * A private payment a policy holds: recorded `pending` at awaiting_approval with its legs and what it will cost
 * (the deposit it will ask for, or the balance's debit), its quote used up and the spending limits charged as for any
 * payment, but no deposit address and no debit; its approval (and the job that expires it) in the same database
 * transaction. Approved, it proceeds as an unheld one would (release-held-payment.ts). Paid from the balance, a
 * balance that cannot pay it now is refused now (422 INSUFFICIENT_BALANCE), and again at the release if it no
 * longer can.
 */
export async function holdPrivatePayment(
  db: Db,
  principal: Principal,
  request: PrivateRequest & { type: TransactionRow["type"] },
  hold: PolicyHold,
  source?: "private_balance",
) {
  const { quote, sender, legs } = request;
  const affordable = source
    ? (total: bigint) => requireAvailable(db, principal.accountId, quote.inputAsset, total)
    : undefined;
  const charges = await paymentCharges(db, quote, legs, affordable);
  const recipients = legs.map((l) => ({ address: l.to.toBase58(), amount: l.amount }));
  let requested: { approvalId: string; eventId: string } | undefined;
  const recorded = await recordTransactionUnpublished(db, {
    principal,
    quoteId: quote.id,
    pricedBy: quote,
    type: request.type,
    mode: "private",
    status: "pending",
    held: true,
    ...(source && { source }),
    sender: sender.toBase58(),
    recipients: recipients.map((r, i) => ({ ...r, rentCharged: charges.rentCharged[i] })),
    depositAmount: charges.total,
    depositAsset: quote.inputAsset,
    ataRentLamports: charges.ataRentLamports,
    networkLamports: charges.networkLamports,
    addedFee: charges.payoutNetwork,
    within: async (tx, transactionId) => {
      await chargePrivateSpending(tx, principal, request.type, request);
      const content = {
        type: request.type,
        mode: "private" as const,
        sender: sender.toBase58(),
        asset: quote.outputAsset,
        recipients,
      };
      const made = await recordApprovalRequest(tx, principal, hold, content, transactionId);
      requested = made;
      return [made.job];
    },
  });
  await publishEvents(db, [...recorded.eventIds, ...(requested ? [requested.eventId] : [])], recorded.jobIds);
  const row = recorded.row;
  const approval: TransactionApproval = {
    approvalId: requested!.approvalId,
    status: "awaiting",
    required: hold.required,
    decisions: [],
  };
  return {
    transactionId: row.id,
    status: row.status,
    mode: row.mode,
    ...(source && { source }),
    signature: null,
    approval,
    createdAt: row.createdAt.toISOString(),
  };
}
