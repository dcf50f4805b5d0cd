import type { z } from "zod";
import { assets } from "../../../assets";
import type { Principal } from "../../../auth/principal";
import type { createTransactionBody } from "../../../contracts/transactions";
import type { Db } from "../../../db/client";
import { kickLoop } from "../../../db/queries/background-loops";
import { scheduleLegs } from "../../../db/queries/payout-legs";
import type { TransactionRow } from "../../../db/queries/transactions";
import { AppError } from "../../../errors";
import { formatAmount } from "../../../money";
import { jobs } from "../../../outbox/jobs";
import { publishEvents } from "../../../outbox/publish";
import { debitBalance, requireAvailable } from "../../balance-ledger/debit-balance";
import { recordTransactionUnpublished } from "../record-transaction";
import { holdPrivatePayment } from "./hold-private-payment";
import { startPayingOut } from "./lifecycle/stage-moves";
import { chargePrivateSpending } from "./shared/charge-private-spending";
import { loopStaleMs } from "./shared/deposit-rules";
import { paymentCharges } from "./shared/payment-charges";
import { payoutDelays } from "./shared/payout-delays";
import { privatePolicyVerdict } from "./shared/private-policies";
import { type PrivateRequest, resolvePrivateRequest } from "./shared/resolve-private-request";

type Body = z.infer<typeof createTransactionBody>;

/**
 * A private payment (or a withdrawal: type withdrawal, one leg) paid from the account's private balance. Everything
 * happens in the database transaction that records it: the quote is used up, the amount and every charge a deposit
 * would have carried (the quoted fee, the payouts' signatures, the recipients' new token accounts:
 * payment-charges.ts) are debited from `available` (or nothing is recorded: INSUFFICIENT_BALANCE, asked before the
 * pool's capacity too), and each leg gets its random due time from now, as a deposit-funded payment's legs do once
 * swept (schedule-payout.ts), and the payout loop is told. No deposit, no sweep: the payout epochs then pay the legs
 * from the pool like any other.
 */
export async function startBalancePayment(
  db: Db,
  principal: Principal,
  request: PrivateRequest & { type: TransactionRow["type"] },
) {
  const { quote, sender, legs } = request;
  const verdict = await privatePolicyVerdict(db, principal, request.type, request);
  if (verdict.effect === "require_approval") {
    return holdPrivatePayment(db, principal, request, verdict, "private_balance");
  }
  const charges = await paymentCharges(db, quote, legs, (total) =>
    requireAvailable(db, principal.accountId, quote.inputAsset, total),
  );
  const now = new Date();
  const recorded = await recordTransactionUnpublished(db, {
    principal,
    quoteId: quote.id,
    pricedBy: quote,
    type: request.type,
    mode: "private",
    status: "processing",
    source: "private_balance",
    sender: sender.toBase58(),
    recipients: legs.map((l, i) => ({
      address: l.to.toBase58(),
      amount: l.amount,
      rentCharged: charges.rentCharged[i],
    })),
    // What it took from the balance, as a deposit would have been asked for.
    depositAmount: charges.total,
    depositAsset: quote.inputAsset,
    ataRentLamports: charges.ataRentLamports,
    networkLamports: charges.networkLamports,
    addedFee: charges.payoutNetwork,
    within: async (tx, transactionId) => {
      await chargePrivateSpending(tx, principal, request.type, request);
      const row = {
        id: transactionId,
        accountId: principal.accountId,
        inputAsset: quote.inputAsset,
        type: request.type,
      };
      await debitBalance(tx, row, quote.inputAmount, charges.total - quote.inputAmount);
      await startPayingOut(tx, transactionId, async () => {
        await scheduleLegs(tx, transactionId, { from: now, now, ...payoutDelays() });
        return [];
      });
      return [jobs.payOutEpochs(await kickLoop(tx, "payout-epochs", loopStaleMs))];
    },
  });
  await publishEvents(db, recorded.eventIds, recorded.jobIds);
  const row = recorded.row;
  const { decimals } = assets[quote.inputAsset];
  return {
    transactionId: row.id,
    status: row.status,
    mode: row.mode,
    source: "private_balance" as const,
    signature: null,
    debited: formatAmount(charges.total, decimals),
    fee: formatAmount(charges.total - quote.inputAmount, decimals),
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /v1/transactions, private mode, `source: "private_balance"`: a send or a payroll from the balance. */
export async function payFromBalance(db: Db, principal: Principal, body: Body) {
  if (body.type === "swap") {
    throw new AppError("INVALID_REQUEST", "A swap cannot be paid from the private balance: pay it by deposit", {
      field: "source",
    });
  }
  const request = await resolvePrivateRequest(db, principal.accountId, body);
  return startBalancePayment(db, principal, { ...request, type: body.type });
}
