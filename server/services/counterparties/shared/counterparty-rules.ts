import type { Tx } from "../../../db/client";
import { countLiveCounterparties } from "../../../db/queries/counterparties";
import { env } from "../../../env";
import { AppError } from "../../../errors";
import { parseAddress } from "../../../ledger/address";
import { jobs } from "../../../outbox/jobs";
import { recordJobs } from "../../../outbox/record-job";

/** Entries an account's address book may hold at once (deleted ones do not count): its list stays bounded. */
export const maxCounterpartiesPerAccount = 10_000;

/** A counterparty is paid at a wallet: a base58 public key (on the curve or not, as any recipient may be). */
export function requireCounterpartyAddress(text: string): string {
  const key = parseAddress(text);
  if (!key) {
    throw new AppError("INVALID_ADDRESS", "address is not a valid address (base58 of a 32-byte public key)", {
      address: text,
    });
  }
  return key.toBase58();
}

/** When an entry written now becomes active. */
export function activeAtFrom(now: Date): Date {
  return new Date(now.getTime() + env().COUNTERPARTY_COOLDOWN_S * 1000);
}

/** Asks for the entry's activation to be audited at its `activeAt`, with the change that set it. */
export async function scheduleActivation(tx: Tx, counterpartyId: string, activeAt: Date): Promise<string[]> {
  return recordJobs(tx, [jobs.activateCounterparty(counterpartyId, activeAt)]);
}

export async function requireRoomForCounterparty(tx: Tx, accountId: string): Promise<void> {
  if ((await countLiveCounterparties(tx, accountId)) >= maxCounterpartiesPerAccount) {
    throw new AppError(
      "TOO_MANY_COUNTERPARTIES",
      `An address book holds at most ${maxCounterpartiesPerAccount} entries; delete one first`,
      { limit: maxCounterpartiesPerAccount },
    );
  }
}

export function counterpartyNotFound(counterpartyId: string): AppError {
  return new AppError("COUNTERPARTY_NOT_FOUND", `No counterparty ${counterpartyId} in this account`, {
    counterpartyId,
  });
}

/** The account's address book has the address already (the partial unique index said so). */
export function isCounterpartyAddressTaken(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    const text = `${e.message ?? ""} ${(e as { constraint_name?: string }).constraint_name ?? ""}`;
    if (e.code === "23505" && text.includes("counterparties_account_address_idx")) return true;
  }
  return false;
}

export function counterpartyAddressTaken(address: string): AppError {
  return new AppError(
    "COUNTERPARTY_ADDRESS_TAKEN",
    "This address is already in the address book; change that entry instead",
    { address },
  );
}
