import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import type { z } from "zod";
import { assets } from "../../../assets";
import type { createTransactionBody } from "../../../contracts/transactions";
import { sealSecret } from "../../../crypto/secret-box";
import type { Db, Tx } from "../../../db/client";
import { kickLoop } from "../../../db/queries/background-loops";
import { insertDepositAccounts } from "../../../db/queries/deposit-accounts";
import { env } from "../../../env";
import { maxTransfersPerTransaction, missingTokenAccounts, packTransfers } from "../../../ledger/build-transfer";
import { depositAccountsOf } from "../../../ledger/deposit-accounts";
import { formatAmount } from "../../../money";
import { jobs } from "../../../outbox/jobs";
import { publishEvents } from "../../../outbox/publish";
import { convertUnits, referencePrices, tokenAccountRentLamports, unquotedPayoutLamports } from "../../../pricing";
import type { Principal } from "../../api-keys/authenticate-api-key";
import { recordTransactionUnpublished } from "../record-transaction";
import { depositWatchWindowMs, loopStaleMs } from "./shared/deposit-rules";
import { ledgerOrUnavailable } from "./shared/ledger-or-unavailable";
import { paymentUrl } from "./shared/payment-url";
import { requireCapacity } from "./shared/require-capacity";
import { requireOpenDepositRoom, requireOpenDepositRoomWith } from "./shared/require-open-deposit-room";
import { resolvePrivateRequest } from "./shared/resolve-private-request";

type Body = z.infer<typeof createTransactionBody>;

/**
 * Private mode: a fresh deposit address (its key sealed, never reused) and what to pay it, by when. The deposit is
 * the quoted amount plus the quoted fee plus the signatures of payout transactions beyond the one the quote priced
 * plus the rent of the recipients' new token accounts, all in the input asset. The quote is used up with the record; the deposit watcher is told in the same database transaction.
 * `link` writes what else owns the new transaction (a payment request's deposit) in that transaction too.
 */
export async function createPrivateTransaction(
  db: Db,
  principal: Principal,
  body: Body,
  link?: (tx: Tx, transactionId: string) => Promise<void>,
) {
  const { quote, sender, legs } = await resolvePrivateRequest(db, principal.accountId, body);
  await requireOpenDepositRoom(db, principal.accountId);
  const missing = await ledgerOrUnavailable(() =>
    missingTokenAccounts(
      quote.outputAsset,
      legs.map((l) => l.to),
    ),
  );
  const payout = legs.reduce((sum, l) => sum + l.amount, 0n);
  await requireCapacity(db, {
    asset: quote.outputAsset,
    payout,
    batches: Math.ceil(legs.length / maxTransfersPerTransaction(quote.outputAsset)),
    newTokenAccounts: missing.size,
  });
  const ataRentLamports = tokenAccountRentLamports * BigInt(missing.size);
  const ataRent = convertUnits(ataRentLamports, "SOL", quote.inputAsset, referencePrices(), "up");
  // The quote priced one payout transaction; the recipients, packed as payouts pack them, may need more.
  const payouts = packTransfers(
    quote.outputAsset,
    legs.map((l) => ({ to: l.to, amount: l.amount })),
    missing,
  ).length;
  const payoutLamports = unquotedPayoutLamports(payouts);
  const payoutNetwork = convertUnits(payoutLamports, "SOL", quote.inputAsset, referencePrices(), "up");
  const depositAmount = quote.inputAmount + quote.fee + payoutNetwork + ataRent;
  const ephemeral = Keypair.generate();
  const now = Date.now();
  const depositDeadline = new Date(now + env().PRIVATE_DEPOSIT_WINDOW_MIN * 60_000);

  const recorded = await recordTransactionUnpublished(db, {
    principal,
    quoteId: quote.id,
    pricedBy: quote,
    type: body.type,
    mode: "private",
    status: "processing",
    stage: "awaiting_deposit",
    sender: sender.toBase58(),
    recipients: legs.map((l) => ({ address: l.to.toBase58(), amount: l.amount })),
    ephemeralAddress: ephemeral.publicKey.toBase58(),
    ephemeralSecret: sealSecret(bs58.encode(ephemeral.secretKey)),
    depositAmount,
    depositAsset: quote.inputAsset,
    depositDeadline,
    ataRentLamports,
    networkLamports: quote.feeNetworkLamports === null ? undefined : quote.feeNetworkLamports + payoutLamports,
    addedFee: payoutNetwork,
    within: async (tx, transactionId) => {
      await requireOpenDepositRoomWith(tx, principal.accountId);
      await link?.(tx, transactionId);
      await insertDepositAccounts(
        tx,
        depositAccountsOf(ephemeral.publicKey).map((account) => ({
          address: account.address.toBase58(),
          transactionId,
          asset: account.asset,
          expected: account.asset === quote.inputAsset,
          state: "watching" as const,
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
      recipientsNeedingAta: missing.size,
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
