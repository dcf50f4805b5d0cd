import { createHash } from "node:crypto";
import type { AssetSymbol } from "../../../assets";
import { depositAccountState } from "../../../contracts/private-lifecycle";
import type { Db } from "../../../db/client";
import { type DepositAccountRow, findDepositAccount } from "../../../db/queries/deposit-accounts";
import { findMove } from "../../../db/queries/ledger-moves";
import { poolWallets } from "../../../ledger/pool-wallets";
import { signMove } from "../../../ledger/sign-move";
import { log } from "../../../log";
import { type MoveState, settleMove } from "../../moves/run-move";
import { endRefund, markDepositUnresolved } from "./lifecycle/deposit-account-moves";
import { floatFor, type PreparedReturn, prepareReturn, returnMove } from "./shared/deposit-return";
import { ensureFloat } from "./shared/ensure-float";
import { ephemeralKeypair, requirePrivateTransaction } from "./shared/private-transaction";

/**
 * nothing: the account is empty; stale: the account has moved on to another refund (or out of refunding) and this
 * run's move was never recorded; unresolved: who paid what cannot be read, and the account waits for an operator.
 */
export type RefundState = "nothing" | "stale" | "unresolved" | "enough" | MoveState;

/** The pool wallet that pays a deposit account's refunds: always the same one for one account. */
function refundPayer(address: string) {
  const wallets = poolWallets();
  return wallets[createHash("sha256").update(address).digest().readUInt32BE(0) % wallets.length]!;
}

class UnresolvedDeposit extends Error {
  constructor(readonly prepared: Extract<PreparedReturn, { state: "unresolved" }>) {
    super(`the payers of deposit account ${String(prepared.details.address)} cannot be read: ${prepared.reason}`);
  }
}

async function parkUnresolved(db: Db, account: DepositAccountRow, refund: number, error: UnresolvedDeposit) {
  log.error("a deposit account cannot be refunded: who paid what is unclear; it waits for an operator", {
    address: account.address,
    transactionId: account.transactionId,
    refund,
    reason: error.prepared.reason,
    details: error.prepared.details,
  });
  await markDepositUnresolved(db, account.address, refund);
}

/**
 * Gives what sits in a deposit account (the wrong asset, a late or second payment, a payment after a cancel or an
 * expiry) back to the wallets it came from: each payer exactly what remains of its own payments, read from the
 * account's whole history (deposit-sources.ts), and dust too small to send kept by the pool; an emptied token
 * account is closed, its rent back to whoever paid it. The pool pays the fee. Exactly once per refund number.
 */
export async function attemptRefund(db: Db, account: DepositAccountRow, refund: number): Promise<RefundState> {
  const key = `refund:${account.address}:${refund}`;
  const recorded = await findMove(db, key);
  // A restarted or late run of an earlier refund must not start a move of its own.
  if (!recorded && (account.state !== depositAccountState.refunding || account.refunds !== refund)) return "stale";
  const row = await requirePrivateTransaction(db, account.transactionId);
  const ephemeral = ephemeralKeypair(row);
  const payer = refundPayer(account.address);
  const prepare = async () => {
    const prepared = await prepareReturn(db, { account, ephemeral: ephemeral.publicKey, keep: 0n });
    if (prepared.state === "unresolved") throw new UnresolvedDeposit(prepared);
    // A refund keeps nothing, so its history is never behind what it keeps.
    if (prepared.state === "behind") throw new Error(`the history of ${account.address} is behind a refund`);
    return prepared;
  };
  try {
    const first = recorded ? undefined : await prepare();
    if (first && first.balance === 0n) return "nothing";
    const float = await ensureFloat(db, {
      key: `${key}:float`,
      transactionId: row.id,
      wallet: payer,
      asset: "SOL",
      needed: floatFor(account.asset as AssetSymbol),
    });
    if (float !== "enough") return float;
    return await settleMove(db, {
      key,
      transactionId: row.id,
      purpose: "refund",
      payer,
      sign: async (attempt, limit) => {
        const prepared = attempt === 1 && first ? first : await prepare();
        const { instructions, details } = returnMove({
          account,
          ephemeral: ephemeral.publicKey,
          payer: payer.publicKey,
          pool: payer.publicKey,
          plan: prepared.plan,
          rent: prepared.rent,
        });
        return { signed: await signMove(payer, [ephemeral], instructions, undefined, limit), details };
      },
    });
  } catch (error) {
    if (!(error instanceof UnresolvedDeposit)) throw error;
    await parkUnresolved(db, account, refund, error);
    return "unresolved";
  }
}

/** Refund number `refund` is over (landed, or nothing to refund): the account is watched again. */
export async function finishRefund(db: Db, account: DepositAccountRow, refund: number): Promise<void> {
  await endRefund(db, account.address, refund);
}

/** The refund function's step: refund `refund` of the deposit account at `address` ("nothing" if there is none). */
export async function attemptRefundOf(db: Db, address: string, refund: number): Promise<RefundState> {
  const account = await findDepositAccount(db, address);
  return account ? attemptRefund(db, account, refund) : "nothing";
}

/** The refund function's last step: the deposit account at `address`, if any, is watched again. */
export async function finishRefundOf(db: Db, address: string, refund: number): Promise<void> {
  const account = await findDepositAccount(db, address);
  if (account) await finishRefund(db, account, refund);
}
