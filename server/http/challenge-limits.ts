import { AppError } from "../errors";
import { clientAddressOf } from "./client-address";
import { checkChallengeLimits } from "./rate-limit";

/** Refuses a sign-in challenge past the per-address or per-client limit, in the rate limit's one error shape. */
export async function requireChallengeAllowance(request: Request, address: string): Promise<void> {
  const verdict = await checkChallengeLimits(address, clientAddressOf(request.headers));
  if (verdict.allowed) return;
  throw new AppError(
    "RATE_LIMIT_EXCEEDED",
    `Too many sign-in challenges (${verdict.scope}); retry after ${verdict.retryAfterSeconds} s`,
    { scope: verdict.scope, limit: verdict.headers.limit, retryAfterSeconds: verdict.retryAfterSeconds },
  );
}
