import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { depositAccountState } from "../../../contracts/private-lifecycle";
import { sealSecret } from "../../../crypto/secret-box";
import type { Tx } from "../../../db/client";
import { kickLoop } from "../../../db/queries/background-loops";
import { insertDepositAccounts } from "../../../db/queries/deposit-accounts";
import { scheduleLegs } from "../../../db/queries/payout-legs";
import { findTransactionById } from "../../../db/queries/transactions";
import { env } from "../../../env";
import { depositAccountsOf } from "../../../ledger/deposit-accounts";
import { jobs } from "../../../outbox/jobs";
import { recordJobs } from "../../../outbox/record-job";
import { debitBalance } from "../../balance-ledger/debit-balance";
import { cancelHeld, releaseToBalance, releaseToDeposit } from "./lifecycle/held-moves";
import type { Moved } from "./lifecycle/move-stage";
import { startPayingOut } from "./lifecycle/stage-moves";
import { depositWatchWindowMs, loopStaleMs } from "./shared/deposit-rules";
import { payoutDelays } from "./shared/payout-delays";
import { accountDepositRoom } from "./shared/require-open-deposit-room";

/**
 * An approved held payment proceeds exactly as an unheld one starts, in the approval's database transaction: paid by
 * deposit, a fresh deposit address (its key sealed, never reused) with its deadline from now, counted against the
 * account's open deposits, and the deposit watcher told; paid from the balance, debited the total recorded when it
 * was held (422 INSUFFICIENT_BALANCE rolls the approval back), its legs scheduled and the payout loop told.
 * Undefined when it was no longer held (cancelled by its maker meanwhile).
 */
export async function releaseHeldPayment(tx: Tx, transactionId: string): Promise<Moved | undefined> {
  const now = new Date();
  return (await isFromBalance(tx, transactionId))
    ? releaseFromBalance(tx, transactionId, now)
    : releaseByDeposit(tx, transactionId, now);
}

async function isFromBalance(tx: Tx, transactionId: string): Promise<boolean> {
  return (await findTransactionById(tx, transactionId))?.source === "private_balance";
}

async function releaseByDeposit(tx: Tx, transactionId: string, now: Date): Promise<Moved | undefined> {
  const ephemeral = Keypair.generate();
  const depositDeadline = new Date(now.getTime() + env().PRIVATE_DEPOSIT_WINDOW_MIN * 60_000);
  const moved = await releaseToDeposit(
    tx,
    transactionId,
    {
      ephemeralAddress: ephemeral.publicKey.toBase58(),
      ephemeralSecret: sealSecret(bs58.encode(ephemeral.secretKey)),
      depositDeadline,
    },
    [],
  );
  if (!moved) return undefined;
  const { row } = moved;
  await accountDepositRoom(row.accountId).within(tx);
  await insertDepositAccounts(
    tx,
    depositAccountsOf(ephemeral.publicKey).map((account) => ({
      address: account.address.toBase58(),
      transactionId,
      asset: account.asset,
      expected: account.asset === row.depositAsset,
      state: depositAccountState.watching,
      watchUntil: new Date(depositDeadline.getTime() + depositWatchWindowMs),
    })),
  );
  const jobIds = await recordJobs(tx, [jobs.watchDeposits(await kickLoop(tx, "deposit-watcher", loopStaleMs))]);
  return { ...moved, jobIds: [...moved.jobIds, ...jobIds] };
}

async function releaseFromBalance(tx: Tx, transactionId: string, now: Date): Promise<Moved | undefined> {
  const moved = await releaseToBalance(tx, transactionId);
  if (!moved) return undefined;
  const { row } = moved;
  await debitBalance(tx, row, row.inputAmount, (row.depositAmount ?? row.inputAmount) - row.inputAmount);
  const paying = await startPayingOut(tx, transactionId, async () => {
    await scheduleLegs(tx, transactionId, { from: now, now, ...payoutDelays() });
    return [];
  });
  const jobIds = await recordJobs(tx, [jobs.payOutEpochs(await kickLoop(tx, "payout-epochs", loopStaleMs))]);
  return {
    row: paying?.row ?? row,
    eventIds: [...moved.eventIds, ...(paying?.eventIds ?? [])],
    jobIds: [...moved.jobIds, ...(paying?.jobIds ?? []), ...jobIds],
  };
}

/** A held payment rejected, expired or cancelled: nothing was handed out or debited, so nothing goes back. */
export async function cancelHeldPayment(tx: Tx, transactionId: string, at: Date): Promise<Moved | undefined> {
  return cancelHeld(tx, transactionId, at);
}
