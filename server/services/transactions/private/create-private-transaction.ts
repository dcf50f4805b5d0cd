import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import type { z } from "zod";
import { assets } from "../../../assets";
import type { Principal } from "../../../auth/principal";
import { depositAccountState } from "../../../contracts/private-lifecycle";
import type { createTransactionBody } from "../../../contracts/transactions";
import { sealSecret } from "../../../crypto/secret-box";
import type { Db, Tx } from "../../../db/client";
import { kickLoop } from "../../../db/queries/background-loops";
import { insertDepositAccounts } from "../../../db/queries/deposit-accounts";
import type { TransactionRow } from "../../../db/queries/transactions";
import { env } from "../../../env";
import { depositAccountsOf } from "../../../ledger/deposit-accounts";
import { formatAmount } from "../../../money";
import { jobs } from "../../../outbox/jobs";
import { publishEvents } from "../../../outbox/publish";
import { recordTransactionUnpublished } from "../record-transaction";
import { holdPrivatePayment } from "./hold-private-payment";
import { payFromBalance } from "./pay-from-balance";
import { chargePrivateSpending } from "./shared/charge-private-spending";
import { depositWatchWindowMs, loopStaleMs } from "./shared/deposit-rules";
import { paymentCharges } from "./shared/payment-charges";
import { paymentUrl } from "./shared/payment-url";
import { privatePolicyVerdict } from "./shared/private-policies";
import { accountDepositRoom, type OpenDepositRoom } from "./shared/require-open-deposit-room";
import { type PrivateRequest, resolvePrivateRequest } from "./shared/resolve-private-request";

type Body = z.infer<typeof createTransactionBody>;

/**
 * What else owns a new private transaction (a payment request's deposit): `link` writes it in the transaction's
 * own database transaction, `room` is the cap it counts against instead of the account's own, and `deadlineBy`
 * the latest its deposit deadline may be (the request's expiresAt: a deposit does not outlive its request). Its
 * transaction is an attempt until its deposit is routed (schema/transactions.ts).
 */
export type PrivateOwner = {
  room: OpenDepositRoom;
  link: (tx: Tx, transactionId: string) => Promise<void>;
  deadlineBy?: Date;
};

/**
 * Private mode: a fresh deposit address (its key sealed, never reused) and what to pay it, by when. The deposit is
 * the quoted amount plus the quoted fee plus the most the legs' payout transactions can cost beyond the one the quote
 * priced (pricing/payout-network.ts) plus the rent of the recipients' new token accounts, all in the input asset.
 * The quote is used up with the record; the deposit watcher is told in the same database transaction. An `owner`
 * (PrivateOwner) is recorded with it, and its room is the cap it counts against.
 */
export async function createPrivateTransaction(db: Db, principal: Principal, body: Body, owner?: PrivateOwner) {
  if (body.source === "private_balance") return payFromBalance(db, principal, body);
  const request = await resolvePrivateRequest(db, principal.accountId, body);
  // A payment request's deposit is its payer's payment, not one the account makes: no policy names it.
  const verdict = owner ? undefined : await privatePolicyVerdict(db, principal, body.type, request);
  if (verdict?.effect === "require_approval") {
    return holdPrivatePayment(db, principal, { ...request, type: body.type }, verdict);
  }
  return openPrivateDeposit(db, principal, { ...request, type: body.type }, owner);
}

/**
 * A fresh deposit address for a checked request (createPrivateTransaction's, or a top-up of the private balance:
 * type top_up, no legs, whose routing ends by crediting the balance instead of scheduling payouts).
 */
export async function openPrivateDeposit(
  db: Db,
  principal: Principal,
  request: PrivateRequest & { type: TransactionRow["type"] },
  owner?: PrivateOwner,
) {
  const { quote, sender, legs } = request;
  const room = owner?.room ?? accountDepositRoom(principal.accountId);
  await room.before?.(db);
  const charges = await paymentCharges(db, quote, legs);
  const { rentCharged, newTokenAccounts, ataRentLamports, ataRent, payoutNetwork } = charges;
  const depositAmount = charges.total;
  const ephemeral = Keypair.generate();
  const now = Date.now();
  const windowEnd = now + env().PRIVATE_DEPOSIT_WINDOW_MIN * 60_000;
  const depositDeadline = new Date(Math.min(windowEnd, owner?.deadlineBy?.getTime() ?? windowEnd));

  const recorded = await recordTransactionUnpublished(db, {
    principal,
    quoteId: quote.id,
    pricedBy: quote,
    type: request.type,
    mode: "private",
    status: "processing",
    sender: sender.toBase58(),
    recipients: legs.map((l, i) => ({ address: l.to.toBase58(), amount: l.amount, rentCharged: rentCharged[i] })),
    ephemeralAddress: ephemeral.publicKey.toBase58(),
    ephemeralSecret: sealSecret(bs58.encode(ephemeral.secretKey)),
    depositAmount,
    depositAsset: quote.inputAsset,
    depositDeadline,
    attempt: owner !== undefined,
    ataRentLamports,
    networkLamports: charges.networkLamports,
    addedFee: payoutNetwork,
    within: async (tx, transactionId) => {
      // A payment request's deposit is its payer's money, not the key's spending: only the account's own count.
      if (!owner) await chargePrivateSpending(tx, principal, request.type, request);
      await owner?.link(tx, transactionId);
      await room.within(tx);
      await insertDepositAccounts(
        tx,
        depositAccountsOf(ephemeral.publicKey).map((account) => ({
          address: account.address.toBase58(),
          transactionId,
          asset: account.asset,
          expected: account.asset === quote.inputAsset,
          state: depositAccountState.watching,
          watchUntil: new Date(depositDeadline.getTime() + depositWatchWindowMs),
        })),
      );
      return [jobs.watchDeposits(await kickLoop(tx, "deposit-watcher", loopStaleMs))];
    },
  });
  await publishEvents(db, recorded.eventIds, recorded.jobIds);
  const { decimals } = assets[quote.inputAsset];
  const row = recorded.row;
  return {
    transactionId: row.id,
    status: row.status,
    mode: row.mode,
    signature: null,
    ephemeralAddress: ephemeral.publicKey.toBase58(),
    depositAmount: formatAmount(depositAmount, decimals),
    depositAsset: quote.inputAsset,
    depositDeadline: depositDeadline.toISOString(),
    depositFee: {
      quoted: formatAmount(quote.fee, decimals),
      payoutNetwork: formatAmount(payoutNetwork, decimals),
      ataRent: formatAmount(ataRent, decimals),
      recipientsNeedingAta: newTokenAccounts,
    },
    paymentUrl: paymentUrl({
      recipient: ephemeral.publicKey.toBase58(),
      asset: quote.inputAsset,
      amount: depositAmount,
      label: "Payment service",
      message: `Deposit for ${row.id}`,
    }),
    createdAt: row.createdAt.toISOString(),
  };
}
