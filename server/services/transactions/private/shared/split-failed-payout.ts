import type { Keypair, TransactionError } from "@solana/web3.js";
import { PublicKey } from "@solana/web3.js";
import pMap from "p-map";
import type { AssetSymbol } from "../../../../assets";
import type { Db } from "../../../../db/client";
import type { DueLeg } from "../../../../db/queries/payout-legs";
import { missingTokenAccounts, payoutInstructions } from "../../../../ledger/build-transfer";
import { simulateInstructions } from "../../../../ledger/simulate";
import { log } from "../../../../log";
import { recipientRefusals } from "../../recipient-rules";
import { splitRefusedPayout } from "../lifecycle/leg-moves";
import { accountClosedFailure, accountsToCreate, unpaidForAccount } from "./payout-accounts";

/** Simulations in flight at once: a payout has at most 64 legs. */
const simulationsInFlight = 4;

const errorText = (err: TransactionError) => (typeof err === "string" ? err : JSON.stringify(err));

/**
 * Whether the ledger refuses this leg on its own, and because of its recipient: the leg alone fails, while the same
 * amount moved from the pool wallet to itself succeeds (so the wallet's balance and its token account are fine,
 * and what is left is the recipient's side). A payout that failed because the pool was short blames no leg.
 */
async function refusedAlone(
  payer: Keypair,
  asset: AssetSymbol,
  leg: DueLeg,
  creates: Set<string>,
): Promise<TransactionError | null> {
  const from = payer.publicKey;
  const err = await simulateInstructions(
    from,
    payoutInstructions(from, asset, [{ to: new PublicKey(leg.address), amount: leg.amount }], creates),
  );
  if (!err) return null;
  // The pool wallet (the payer, account 0) left short of rent by the payment: the wallet's side, not the leg's.
  if (typeof err === "object" && "InsufficientFundsForRent" in err) {
    const { account_index } = (err as { InsufficientFundsForRent: { account_index: number } }).InsufficientFundsForRent;
    if (account_index === 0) return null;
  }
  const control = await simulateInstructions(
    from,
    payoutInstructions(from, asset, [{ to: from, amount: leg.amount }], new Set()),
  );
  return control ? null : err;
}

/**
 * A payout failed on chain, final: which of its legs did the ledger refuse? Each leg is simulated alone from the
 * pool wallet, creating only the token accounts its legs paid for. The refused ones fail: RECIPIENT_ACCOUNT_CLOSED
 * when their token account is gone and was not paid for (payout-accounts.ts), else PAYOUT_REFUSED with the
 * create-time rule that now refuses them (or `ledger_refused`) and the ledger's error; their amounts stay in the
 * pool, held for the operator (docs/decisions.md). Every other leg is handed back, still due, so the next round
 * pays it in a new payout. "resign" when no leg is to blame (the pool
 * was short, or the ledger could not be asked): the payout is signed again as before.
 */
export async function splitFailedPayout(
  db: Db,
  payout: { key: string; asset: AssetSymbol; payer: Keypair; legs: DueLeg[] },
  err: TransactionError,
): Promise<"resign" | "given_up"> {
  const { key, asset, payer, legs } = payout;
  let refused: { leg: DueLeg; err: TransactionError; closed: boolean }[];
  try {
    const missing = await missingTokenAccounts(
      asset,
      legs.map((l) => new PublicKey(l.address)),
    );
    // Simulated as the payout is signed: creating only the accounts its legs paid for (payout-accounts.ts).
    const creates = accountsToCreate(asset, legs, missing);
    const verdicts = await pMap(legs, (leg) => refusedAlone(payer, asset, leg, creates), {
      concurrency: simulationsInFlight,
    });
    refused = legs.flatMap((leg, i) => {
      const legErr = verdicts[i];
      return legErr ? [{ leg, err: legErr, closed: unpaidForAccount(asset, leg, missing, creates) }] : [];
    });
  } catch (error) {
    log.warn("a failed payout's legs could not be simulated; it is signed again", { key, error });
    return "resign";
  }
  if (refused.length === 0) {
    log.warn("a payout failed on chain but no leg is refused alone; it is signed again", { key, err });
    return "resign";
  }
  const rules = await recipientRefusals(
    asset,
    refused.map(({ leg }) => ({ to: new PublicKey(leg.address), amount: leg.amount })),
  ).catch(() => refused.map(() => undefined));
  await db.transaction((tx) =>
    splitRefusedPayout(
      tx,
      key,
      refused.map(({ leg, err: legErr, closed }, i) => {
        if (closed) return { id: leg.id, failure: accountClosedFailure };
        const failure = {
          code: "PAYOUT_REFUSED",
          message: `The ledger refused this payment (${errorText(legErr)}): ${rules[i]?.message ?? "nothing was moved"}; the amount is held for the operator`,
          reason: rules[i]?.reason ?? "ledger_refused",
        };
        return { id: leg.id, failure };
      }),
    ),
  );
  log.warn("a payout failed on chain: the refused legs failed, the others go out in the next round", {
    key,
    err: errorText(err),
    refused: refused.map(({ leg }) => leg.id),
    handedBack: legs.length - refused.length,
  });
  return "given_up";
}
