import type { PublicKey } from "@solana/web3.js";
import type { Db } from "../../../db/client";
import { type DepositAccountRow, depositAccountsOfTransaction } from "../../../db/queries/deposit-accounts";
import { findMove } from "../../../db/queries/ledger-moves";
import { poolWallet } from "../../../ledger/pool-wallets";
import { signMove } from "../../../ledger/sign-move";
import { log } from "../../../log";
import { tokenAccountRentLamports } from "../../../pricing";
import { advanceMove, type MoveState } from "../../moves/run-move";
import type { RoutePlan } from "./plan-route";
import { floatFor, type PreparedReturn, prepareReturn, returnMove } from "./shared/deposit-return";
import { ensureFloat } from "./shared/ensure-float";
import { ephemeralKeypair, requirePrivateTransaction } from "./shared/private-transaction";

/** SOL an intake wallet keeps for sweeps: their fees, and its own token account the first time. */
const intakeSolFloat = tokenAccountRentLamports + 100_000n;

/**
 * Who paid what cannot be read: the recipients are still paid (the deposit is there), but nothing else moves. The
 * rest stays in the account, whose refund then waits for an operator (refund-deposit.ts).
 */
function unresolvedSweep(
  input: { account: DepositAccountRow; ephemeral: PublicKey; intake: PublicKey; deposit: bigint },
  unresolved: Extract<PreparedReturn, { state: "unresolved" }>,
) {
  log.error("a deposit's payers cannot be read: only the deposit is swept, the rest waits for an operator", {
    transactionId: input.account.transactionId,
    reason: unresolved.reason,
    details: unresolved.details,
  });
  return returnMove({
    account: input.account,
    ephemeral: input.ephemeral,
    payer: input.intake,
    pool: input.intake,
    plan: { kept: input.deposit, dust: 0n, returns: [], takings: [], empties: false },
    recordSources: false,
  });
}

/**
 * Moves the deposit from the ephemeral address into the plan's intake wallet, and in the same ledger transaction
 * what exceeds it back to the wallets it came from: the deposit is taken first from the sender named at create, then
 * from the earliest payers, and each payer gets back exactly the rest of its own payments (deposit-return.ts). An
 * emptied token account is closed, its rent back to whoever paid it. The intake wallet pays the fee. One recorded
 * move, landed exactly once. One look per call: the caller waits between looks without holding a worker, so a
 * burst of deposits is swept side by side rather than queued in arrival order behind moves waiting to become final.
 */
export async function sweepDeposit(db: Db, transactionId: string, plan: RoutePlan): Promise<MoveState> {
  const row = await requirePrivateTransaction(db, transactionId);
  // A sweep already recorded is followed to its end whatever happened since; a new one starts only while processing.
  if (row.status !== "processing" && !(await findMove(db, `${transactionId}:sweep`))) {
    throw new Error(`${transactionId} is ${row.status}: its deposit is not swept`);
  }
  const intake = poolWallet(plan.intake);
  if (!intake) throw new Error(`intake wallet ${plan.intake} is not in the pool`);
  const key = `${transactionId}:sweep`;
  const accounts = await depositAccountsOfTransaction(db, transactionId);
  const account = accounts.find((a) => a.expected)!;
  const asset = row.depositAsset!;
  const deposit = row.depositAmount ?? 0n;
  const ephemeral = ephemeralKeypair(row);
  const prepare = async (): Promise<PreparedReturn> =>
    prepareReturn(db, { account, ephemeral: ephemeral.publicKey, keep: deposit, named: row.sender });
  const first = (await findMove(db, key)) ? undefined : await prepare();
  // The deposit's records at finalized can lag its balance there by a moment: nothing is signed until they show it.
  if (first?.state === "behind") return { state: "pending", signature: "", attempt: 0 };
  const float = await ensureFloat(db, {
    key: `${transactionId}:intake-float`,
    transactionId,
    wallet: intake,
    asset: "SOL",
    needed: intakeSolFloat + floatFor(asset),
  });
  if (float !== "enough") return float;
  return advanceMove(db, {
    key,
    transactionId,
    purpose: "sweep",
    payer: intake,
    sign: async (attempt, limit) => {
      const prepared = attempt === 1 && first ? first : await prepare();
      if (prepared.state === "behind")
        throw new Error(`the history of ${account.address} does not show the deposit yet`);
      const move =
        prepared.state === "resolved"
          ? returnMove({
              account,
              ephemeral: ephemeral.publicKey,
              payer: intake.publicKey,
              pool: intake.publicKey,
              plan: prepared.plan,
              rent: prepared.rent,
            })
          : unresolvedSweep({ account, ephemeral: ephemeral.publicKey, intake: intake.publicKey, deposit }, prepared);
      return {
        signed: await signMove(intake, [ephemeral], move.instructions, undefined, limit),
        details: move.details,
      };
    },
  });
}
