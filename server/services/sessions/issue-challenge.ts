import { hashSecret } from "../../auth/api-key-format";
import { type SignInFields, signInMessageText } from "../../auth/siws-message";
import type { ChallengeView } from "../../contracts/sessions";
import type { Db } from "../../db/client";
import { deleteExpiredSignInChallenges, insertSignInChallenge } from "../../db/queries/sign-in-challenges";
import { env } from "../../env";
import { randomBase62 } from "../../ids";
import { requireWalletAddress } from "../members/shared/member-rules";
import { domainOf, signInOriginFor } from "./shared/sign-in-site";

export const challengeTtlMs = 5 * 60 * 1000;

/** Which ledger the wallet signs in for (CAIP-2 style, as Sign In With Solana names it). */
function chainId(): string {
  if (env().EMBEDDED_DEVNET) return "solana:localnet";
  return env().API_KEY_ENV === "live" ? "solana:mainnet" : "solana:devnet";
}

/**
 * A Sign In With Solana message for `address`, for this service's configured site (`host`, the request's Host
 * header, only picks among its loopback names: sign-in-site.ts): valid five minutes, good for one sign-in. Only the
 * nonce's hash and the message's hash are kept; the sign-in checks the message it gets back is this one.
 */
export async function issueChallenge(db: Db, addressText: string, host: string | null): Promise<ChallengeView> {
  const address = requireWalletAddress(addressText);
  const origin = signInOriginFor(host);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + challengeTtlMs);
  const fields: SignInFields = {
    domain: domainOf(origin),
    address,
    statement: "Sign in to the payment service dashboard.",
    uri: origin,
    version: "1",
    chainId: chainId(),
    nonce: randomBase62(24),
    issuedAt: now.toISOString(),
    expirationTime: expiresAt.toISOString(),
  };
  const message = signInMessageText(fields);
  await deleteExpiredSignInChallenges(db, now, 100);
  await insertSignInChallenge(db, {
    nonceHash: hashSecret(fields.nonce),
    address,
    domain: fields.domain,
    messageHash: hashSecret(message),
    expiresAt,
  });
  return { message, input: fields, expiresAt: expiresAt.toISOString() };
}
