import { signInOrigins } from "../../../base-url";
import { env } from "../../../env";
import { AppError } from "../../../errors";

/** The domain a Sign In With Solana message names: the host (and port) of its origin. */
export const domainOf = (origin: string): string => new URL(origin).host;

/** The domains a signed challenge may name, from configuration only. */
export function signInDomains(): string[] {
  return signInOrigins().map(domainOf);
}

/**
 * The origin a challenge is issued for. With PUBLIC_URL, that one whatever the request's Host (a proxy may rewrite
 * it); without, the loopback origin of PORT the request came to, and any other Host is refused: a challenge issued
 * for the Host an attacker sent would be signed by a victim on the attacker's page (the wallet's domain check
 * passes there) and relayed here.
 */
export function signInOriginFor(host: string | null): string {
  const origins = signInOrigins();
  if (env().PUBLIC_URL) return origins[0]!;
  const asked = host?.toLowerCase();
  const origin = origins.find((candidate) => domainOf(candidate) === asked);
  if (origin) return origin;
  throw new AppError(
    "FORBIDDEN",
    `Wallets sign in to this service only at ${origins[0]} (or its other loopback addresses); open the dashboard there, or set PUBLIC_URL to the address it is reached at`,
    { reason: "other_site", host: host?.slice(0, 255) ?? null, signInAt: origins },
  );
}
