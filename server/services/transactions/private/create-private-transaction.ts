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
import { env } from "../../../env";
import { maxTransfersPerTransaction, missingTokenAccounts } from "../../../ledger/build-transfer";
import { depositAccountsOf } from "../../../ledger/deposit-accounts";
import { formatAmount } from "../../../money";
import { jobs } from "../../../outbox/jobs";
import { publishEvents } from "../../../outbox/publish";
import {
  conversionPrices,
  convertUnits,
  lamportCostSymbols,
  tokenAccountRentLamports,
  unquotedPayoutLamports,
} from "../../../pricing";
import { chargeSpending } from "../../spending-limits/charge-spending";
import { recordTransactionUnpublished } from "../record-transaction";
import { depositWatchWindowMs, loopStaleMs } from "./shared/deposit-rules";
import { ledgerOrUnavailable } from "./shared/ledger-or-unavailable";
import { paymentUrl } from "./shared/payment-url";
import { chargeRent } from "./shared/payout-accounts";
import { payoutPackings } from "./shared/payout-delays";
import { requireCapacity } from "./shared/require-capacity";
import { accountDepositRoom, type OpenDepositRoom } from "./shared/require-open-deposit-room";
import { resolvePrivateRequest } from "./shared/resolve-private-request";

type Body = z.infer<typeof createTransactionBody>;

/**
 * What else owns a new private transaction (a payment request's deposit): `link` writes it in the transaction's
 * own database transaction, `room` is the cap it counts against instead of the account's own, and `deadlineBy`
 * the latest its deposit deadline may be (the request's expiresAt: a deposit does not outlive its request).
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
  const { quote, sender, legs } = await resolvePrivateRequest(db, principal.accountId, body);
  const room = owner?.room ?? accountDepositRoom(principal.accountId);
  await room.before?.(db);
  const missing = await ledgerOrUnavailable(() =>
    missingTokenAccounts(
      quote.outputAsset,
      legs.map((l) => l.to),
    ),
  );
  // Each missing account is paid for by one leg, and only that leg's payout creates it (pay-out-epochs.ts).
  const rentCharged = chargeRent(quote.outputAsset, legs, missing);
  const newTokenAccounts = rentCharged.filter(Boolean).length;
  const payout = legs.reduce((sum, l) => sum + l.amount, 0n);
  await requireCapacity(db, {
    asset: quote.outputAsset,
    payout,
    batches: Math.ceil(legs.length / maxTransfersPerTransaction(quote.outputAsset)),
    newTokenAccounts,
  });
  const ataRentLamports = tokenAccountRentLamports * BigInt(newTokenAccounts);
  // The rent and the payouts' signatures are lamports paid in the input asset: at its price now, as the quote's fees.
  const prices = await conversionPrices(lamportCostSymbols(quote.inputAsset));
  const ataRent = convertUnits(ataRentLamports, "SOL", quote.inputAsset, prices, "up");
  // The quote priced one payout transaction; the legs, each due at a time of its own, may leave in many more.
  const payoutLamports = unquotedPayoutLamports({
    legs: legs.length,
    perPayout: maxTransfersPerTransaction(quote.outputAsset),
    packings: payoutPackings(),
  });
  const payoutNetwork = convertUnits(payoutLamports, "SOL", quote.inputAsset, prices, "up");
  const depositAmount = quote.inputAmount + quote.fee + payoutNetwork + ataRent;
  const ephemeral = Keypair.generate();
  const now = Date.now();
  const windowEnd = now + env().PRIVATE_DEPOSIT_WINDOW_MIN * 60_000;
  const depositDeadline = new Date(Math.min(windowEnd, owner?.deadlineBy?.getTime() ?? windowEnd));

  const recorded = await recordTransactionUnpublished(db, {
    principal,
    quoteId: quote.id,
    pricedBy: quote,
    type: body.type,
    mode: "private",
    status: "processing",
    sender: sender.toBase58(),
    recipients: legs.map((l, i) => ({ address: l.to.toBase58(), amount: l.amount, rentCharged: rentCharged[i] })),
    ephemeralAddress: ephemeral.publicKey.toBase58(),
    ephemeralSecret: sealSecret(bs58.encode(ephemeral.secretKey)),
    depositAmount,
    depositAsset: quote.inputAsset,
    depositDeadline,
    ataRentLamports,
    networkLamports: quote.feeNetworkLamports === null ? undefined : quote.feeNetworkLamports + payoutLamports,
    addedFee: payoutNetwork,
    within: async (tx, transactionId) => {
      // A payment request's deposit is its payer's money, not the key's spending: only the account's own count.
      if (!owner)
        await chargeSpending(tx, principal, {
          quoteId: quote.id,
          type: body.type,
          asset: quote.outputAsset,
          amount: payout,
        });
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
