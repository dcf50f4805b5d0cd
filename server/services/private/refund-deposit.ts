import { createHash } from "node:crypto";
import { PublicKey } from "@solana/web3.js";
import type { Db } from "../../db/client";
import { changeDepositAccountState, type DepositAccountRow } from "../../db/queries/deposit-accounts";
import { findMove } from "../../db/queries/ledger-moves";
import { readDepositBalances } from "../../ledger/deposit-accounts";
import { emptyDepositInstructions } from "../../ledger/deposit-moves";
import { findDepositSource } from "../../ledger/deposit-source";
import { poolWallets } from "../../ledger/pool-wallets";
import { signMove } from "../../ledger/sign-move";
import { log } from "../../log";
import { tokenAccountRentLamports } from "../../pricing";
import { ensureFloat } from "./ensure-float";
import { ephemeralKeypair, requirePrivateTransaction } from "./private-transaction";
import { type MoveState, settleMove } from "./run-move";

export type RefundState = "nothing" | "unrefundable" | "enough" | MoveState;

/** The pool wallet that pays a deposit account's refunds: always the same one for one account. */
function refundPayer(address: string) {
  const wallets = poolWallets();
  return wallets[createHash("sha256").update(address).digest().readUInt32BE(0) % wallets.length]!;
}

/**
 * Gives everything in a deposit account back to the wallet that sent it (the wrong asset, a late or second
 * payment, a payment after a cancel or an expiry), closing an emptied token account with its rent to that wallet.
 * The pool pays the fee. Exactly once per refund number; "nothing" when the account is already empty.
 */
export async function refundDeposit(db: Db, account: DepositAccountRow, refund: number): Promise<RefundState> {
  const key = `refund:${account.address}:${refund}`;
  const address = new PublicKey(account.address);
  const recorded = await findMove(db, key);
  if (!recorded) {
    const [balance = 0n] = await readDepositBalances(
      [{ asset: account.asset, address: address.toBase58() }],
      "finalized",
    );
    if (balance === 0n) return "nothing";
  }
  const row = await requirePrivateTransaction(db, account.transactionId);
  const payer = refundPayer(account.address);
  const float = await ensureFloat(db, {
    key: `${key}:float`,
    transactionId: row.id,
    wallet: payer,
    asset: "SOL",
    needed: tokenAccountRentLamports + 100_000n,
  });
  if (float !== "enough") return float;
  const source = recorded ? undefined : await findDepositSource(address, account.asset);
  if (!recorded && !source) {
    log.error("a deposit cannot be refunded: its sender is not found on the ledger", { address: account.address });
    return "unrefundable";
  }
  const ephemeral = ephemeralKeypair(row);
  return settleMove(db, {
    key,
    transactionId: row.id,
    purpose: "refund",
    payer,
    sign: async () => {
      const [balance = 0n] = await readDepositBalances(
        [{ asset: account.asset, address: address.toBase58() }],
        "finalized",
      );
      const to = source ?? (await findDepositSource(address, account.asset))!;
      const instructions = emptyDepositInstructions({
        asset: account.asset,
        ephemeral: ephemeral.publicKey,
        parts: [{ to, amount: balance }],
        payer: payer.publicKey,
        rentTo: to,
      });
      return {
        signed: await signMove(payer, [ephemeral], instructions),
        details: { asset: account.asset, refunded: balance.toString(), to: to.toBase58(), from: account.address },
      };
    },
  });
}

/** The refund is over (landed, nothing to refund, or no sender found): the account is watched again. */
export async function finishRefund(db: Db, account: DepositAccountRow): Promise<void> {
  await changeDepositAccountState(db, account.address, "refunding", "watching");
}
