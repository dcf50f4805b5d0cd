import { AppError, isAppError } from "../../../../errors";
import { log } from "../../../../log";

/**
 * Private mode leans on the ledger at create (recipients' accounts, the pool's inventory): when it cannot be
 * reached, the answer is 503 ROUTING_UNAVAILABLE, which a client may retry, not a 500.
 */
export async function ledgerOrUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error)) throw error;
    log.warn("the ledger could not be reached for private routing", { error });
    throw new AppError("ROUTING_UNAVAILABLE", "The ledger cannot be reached right now; try again shortly", {
      reason: "ledger_unreachable",
    });
  }
}
