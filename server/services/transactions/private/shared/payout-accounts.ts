import type { PublicKey } from "@solana/web3.js";
import type { AssetSymbol } from "../../../../assets";
import type { DueLeg } from "../../../../db/queries/payout-legs";
import { destinationAccount } from "../../../../ledger/build-transfer";
import { publicKeyOf } from "../../../../ledger/remembered-base58";

/*
 * Which recipients' token accounts a payout creates at the pool's cost: only those whose rent a deposit paid. A
 * recipient whose account existed at create and is closed before the payout would otherwise get a new one from the
 * pool, close it and keep the rent, as often as it is paid (docs/threat-model.md, Payout).
 */

type RentLeg = Pick<DueLeg, "address" | "rentCharged">;

/** A token account a payout creates, and the leg whose deposit paid its rent (recorded with the payout). */
export type CreatedAccount = { account: string; transactionId: string; position: number };

const destinationOf = (asset: AssetSymbol, address: string) =>
  destinationAccount(asset, publicKeyOf(address)).toBase58();

/**
 * For each leg of a new private transaction, whether its deposit pays the rent of its recipient's token account:
 * the account is in `missing` (the read that prices the deposit), and the leg is the first to it.
 */
export function chargeRent(asset: AssetSymbol, legs: { to: PublicKey }[], missing: Set<string>): boolean[] {
  const charged = new Set<string>();
  return legs.map(({ to }) => {
    const account = destinationAccount(asset, to).toBase58();
    if (!missing.has(account) || charged.has(account)) return false;
    charged.add(account);
    return true;
  });
}

/** The token accounts whose rent one of `legs` paid: the most a payout of them may create. */
export function paidForAccounts(asset: AssetSymbol, legs: RentLeg[]): Set<string> {
  if (asset === "SOL") return new Set();
  return new Set(legs.filter((l) => l.rentCharged).map((l) => destinationOf(asset, l.address)));
}

/** The token accounts a payout of `legs` creates: missing now, and paid for by one of its legs. */
export function accountsToCreate(asset: AssetSymbol, legs: RentLeg[], missing: Set<string>): Set<string> {
  return new Set([...paidForAccounts(asset, legs)].filter((account) => missing.has(account)));
}

/**
 * Whose rent each account a payout creates is: the first of `legs` (in the payout's order) that paid for it. The
 * payout's record says so, and the books charge the rent to that leg's transaction (services/books/move-costs.ts),
 * not to another paying the same recipient in the same payout.
 */
export function createdAccountsOf(
  asset: AssetSymbol,
  legs: (RentLeg & Pick<DueLeg, "transactionId" | "position">)[],
  creates: Set<string>,
): CreatedAccount[] {
  const created = new Map<string, CreatedAccount>();
  for (const leg of legs) {
    const account = destinationOf(asset, leg.address);
    if (!leg.rentCharged || !creates.has(account) || created.has(account)) continue;
    created.set(account, { account, transactionId: leg.transactionId, position: leg.position });
  }
  return [...created.values()];
}

/** Whether paying `leg` needs a token account that is missing now and that no leg paid for. */
export function unpaidForAccount(asset: AssetSymbol, leg: RentLeg, missing: Set<string>, creates: Set<string>) {
  const account = destinationOf(asset, leg.address);
  return missing.has(account) && !creates.has(account);
}

export const accountClosedFailure = {
  code: "RECIPIENT_ACCOUNT_CLOSED",
  reason: "recipient_account_closed",
  message:
    "The recipient's token account existed when the payment was created and was gone at payout; its rent was not part of the deposit, so the service does not create it. The amount is held for the operator",
};
