import type { Principal } from "../../auth/principal";
import { AppError } from "../../errors";

/**
 * A suspended account is refused whatever it asks, with its own code so its admins know why; what it already set
 * in motion (routings, refunds, webhook deliveries) runs in the background, not through here, and completes.
 */
export function requireActiveAccount(principal: Principal): void {
  if (principal.accountStatus === "active") return;
  throw new AppError("ACCOUNT_SUSPENDED", "This account is suspended; contact the operator of this service", {
    accountId: principal.accountId,
  });
}
