import { PublicKey } from "@solana/web3.js";
import type { Db } from "../../db/client";
import { depositAccountsOfTransaction } from "../../db/queries/deposit-accounts";
import { findMove } from "../../db/queries/ledger-moves";
import { readDepositBalances } from "../../ledger/deposit-accounts";
import { emptyDepositInstructions } from "../../ledger/deposit-moves";
import { findDepositSource } from "../../ledger/deposit-source";
import { poolWallet } from "../../ledger/pool-wallets";
import { signMove } from "../../ledger/sign-move";
import { tokenAccountRentLamports } from "../../pricing";
import { ensureFloat } from "./ensure-float";
import type { RoutePlan } from "./plan-route";
import { ephemeralKeypair, requirePrivateTransaction } from "./private-transaction";
import { advanceMove, type MoveState } from "./run-move";

/** SOL an intake wallet keeps for sweeps: their fees, and its own token account the first time. */
const intakeSolFloat = 2n * tokenAccountRentLamports + 100_000n;

/**
 * Moves the deposit from the ephemeral address into the plan's intake wallet, and in the same ledger transaction
 * any excess back to the sender (the source of the deposit), closing the emptied token account (its rent to the
 * sender, who paid it). The intake wallet pays the fee. One recorded move, landed exactly once. One look per call:
 * the caller waits between looks without holding a worker, so a burst of deposits is swept side by side rather
 * than queued in arrival order behind moves waiting to become final.
 */
export async function sweepDeposit(db: Db, transactionId: string, plan: RoutePlan): Promise<MoveState> {
  const row = await requirePrivateTransaction(db, transactionId);
  // A sweep already recorded is followed to its end whatever happened since; a new one starts only while processing.
  if (row.status !== "processing" && !(await findMove(db, `${transactionId}:sweep`))) {
    throw new Error(`${transactionId} is ${row.status}: its deposit is not swept`);
  }
  const intake = poolWallet(plan.intake);
  if (!intake) throw new Error(`intake wallet ${plan.intake} is not in the pool`);
  const float = await ensureFloat(db, {
    key: `${transactionId}:intake-float`,
    transactionId,
    wallet: intake,
    asset: "SOL",
    needed: intakeSolFloat,
  });
  if (float !== "enough") return float;
  const accounts = await depositAccountsOfTransaction(db, transactionId);
  const account = accounts.find((a) => a.expected)!;
  const asset = row.depositAsset!;
  const ephemeral = ephemeralKeypair(row);
  const address = new PublicKey(account.address);
  return advanceMove(db, {
    key: `${transactionId}:sweep`,
    transactionId,
    purpose: "sweep",
    payer: intake,
    sign: async () => {
      const [balance = 0n] = await readDepositBalances([{ asset, address: address.toBase58() }], "finalized");
      const deposit = row.depositAmount ?? 0n;
      const excess = balance > deposit ? balance - deposit : 0n;
      const source = await findDepositSource(address, asset);
      // Without a known sender the excess stays with the deposit (recorded), rather than go to a guess.
      const refund = excess > 0n && source ? excess : 0n;
      const instructions = emptyDepositInstructions({
        asset,
        ephemeral: ephemeral.publicKey,
        parts: [
          { to: intake.publicKey, amount: balance - refund },
          ...(source ? [{ to: source, amount: refund }] : []),
        ],
        payer: intake.publicKey,
        rentTo: source ?? intake.publicKey,
      });
      return {
        signed: await signMove(intake, [ephemeral], instructions),
        details: {
          asset,
          received: balance.toString(),
          kept: (balance - refund).toString(),
          refunded: refund.toString(),
          to: intake.publicKey.toBase58(),
          source: source?.toBase58() ?? null,
        },
      };
    },
  });
}
