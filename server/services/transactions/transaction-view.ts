import { assets } from "../../assets";
import type { TransactionApproval } from "../../contracts/approvals";
import type { PrivacyReceipt } from "../../contracts/privacy";
import type { TransactionDetail, TransactionSummary } from "../../contracts/transactions";
import type { TransactionEventRow } from "../../db/queries/transaction-history";
import type { RecipientRow, TransactionRow } from "../../db/queries/transactions";
import { formatAmount } from "../../money";

export function transactionSummary(row: TransactionRow): TransactionSummary {
  return {
    transactionId: row.id,
    status: row.status,
    type: row.type,
    mode: row.mode,
    inputAsset: row.inputAsset,
    outputAsset: row.outputAsset,
    amount: formatAmount(row.inputAmount, assets[row.inputAsset].decimals),
    signature: row.signature,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The deposit is the input, the quoted fee and the recipients' token account rent (create-private-transaction.ts). */
function depositParts(row: TransactionRow) {
  const { decimals } = assets[row.inputAsset];
  const rent = (row.depositAmount ?? 0n) - row.inputAmount - row.fee;
  return {
    payment: formatAmount(row.inputAmount, decimals),
    fee: formatAmount(row.fee, decimals),
    ataRent: formatAmount(rent > 0n ? rent : 0n, decimals),
  };
}

export function transactionDetail(
  row: TransactionRow,
  recipients: RecipientRow[],
  events: TransactionEventRow[],
  related: { paymentRequestId: string | null; privacy: PrivacyReceipt | null; approval: TransactionApproval | null },
): TransactionDetail {
  const input = assets[row.inputAsset];
  const output = assets[row.outputAsset];
  return {
    ...transactionSummary(row),
    sender: row.sender,
    outputAmount: formatAmount(row.outputAmount, output.decimals),
    source: row.mode === "private" ? (row.source ?? "deposit") : null,
    fee: formatAmount(row.fee, input.decimals),
    networkFee: row.networkFee === null ? null : formatAmount(row.networkFee, assets.SOL.decimals),
    blockTime: row.blockTime,
    stage: row.stage,
    ephemeralAddress: row.ephemeralAddress,
    linkForgottenAt: row.linkForgottenAt?.toISOString() ?? null,
    // Forgotten, the deposit's exact amount and time are gone: they would find it on chain (docs/privacy.md).
    deposit:
      row.mode === "private" && row.depositAsset && !row.linkForgottenAt && row.source === null
        ? {
            amount: formatAmount(row.depositAmount ?? 0n, assets[row.depositAsset].decimals),
            asset: row.depositAsset,
            ...depositParts(row),
            deadline: row.depositDeadline?.toISOString() ?? null,
            detectedAt: row.depositDetectedAt?.toISOString() ?? null,
          }
        : null,
    recipients: recipients.map((r) => ({
      address: r.address,
      amount: formatAmount(r.amount, output.decimals),
      status: r.status,
      signature: r.signature,
      ...(r.failure && { failure: r.failure }),
    })),
    timeline: events.map((e) => ({ eventId: e.id, type: e.type, at: e.createdAt.toISOString() })),
    failure: row.failure ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    paymentRequestId: related.paymentRequestId,
    scheduleId: row.scheduleId,
    attempt: row.attempt,
    approval: related.approval,
    privacy: related.privacy,
  };
}
