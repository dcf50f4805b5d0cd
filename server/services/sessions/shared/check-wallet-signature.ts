import bs58 from "bs58";
import { hashSecret } from "../../../auth/api-key-format";
import { verifyEd25519 } from "../../../auth/ed25519";
import { signInMessageParts } from "../../../auth/siws-message";
import type { Db, Tx } from "../../../db/client";
import { consumeSignInChallenge, findSignInChallenge } from "../../../db/queries/sign-in-challenges";
import { AppError } from "../../../errors";

export type WalletSignIn = { address: string; message: string; signature: string };

/** Why a wallet sign-in was refused; the audit log keeps it, the client gets it in details.reason. */
export type RefusalReason = "not_issued" | "wrong_domain" | "bad_signature" | "used" | "expired";

export class SignInRefused extends AppError {
  constructor(readonly reason: RefusalReason) {
    const says: Record<RefusalReason, string> = {
      not_issued: "This message was not issued by this service for this wallet; ask for a new challenge",
      wrong_domain: "This message was issued for another site; ask this site for a challenge",
      bad_signature: "The signature is not this wallet's signature over the message",
      used: "This challenge was already used; ask for a new one",
      expired: "This challenge expired; ask for a new one",
    };
    super("UNAUTHENTICATED", says[reason], { reason });
  }
}

/** An ed25519 signature (64 bytes), as wallets hand it out in base58 or base64. */
function signatureBytes(text: string): Uint8Array {
  try {
    const bytes = bs58.decode(text);
    if (bytes.length === 64) return bytes;
  } catch {
    // not base58: try base64 below
  }
  if (/^[A-Za-z0-9+/]{86}(==)?$/.test(text)) return new Uint8Array(Buffer.from(text, "base64"));
  throw new AppError("INVALID_SIGNATURE", "signature must be the 64-byte ed25519 signature in base58 or base64", {
    field: "signature",
  });
}

/**
 * Accepts a signed sign-in message only if this service issued exactly this text for this wallet and for one of
 * `domains` (the configured sites), the wallet signed it, and it is unused and unexpired. It is not used up here: the
 * sign-in may first answer which accounts the wallet may choose, and the same signed message then signs in to the one
 * chosen (`useWalletChallenge`).
 */
export async function verifyWalletSignature(db: Db, input: WalletSignIn, domains: string[]): Promise<string> {
  const signature = signatureBytes(input.signature);
  const parts = signInMessageParts(input.message);
  const challenge = parts ? await findSignInChallenge(db, hashSecret(parts.nonce)) : undefined;
  if (
    !parts ||
    !challenge ||
    challenge.messageHash !== hashSecret(input.message) ||
    challenge.address !== input.address ||
    parts.address !== input.address
  ) {
    throw new SignInRefused("not_issued");
  }
  if (!domains.includes(challenge.domain) || parts.domain !== challenge.domain) throw new SignInRefused("wrong_domain");
  const message = new TextEncoder().encode(input.message);
  if (!verifyEd25519(message, signature, bs58.decode(input.address))) throw new SignInRefused("bad_signature");
  if (challenge.usedAt) throw new SignInRefused("used");
  if (challenge.expiresAt <= new Date()) throw new SignInRefused("expired");
  return challenge.nonceHash;
}

/**
 * Uses the verified challenge up, in the transaction that opens the session: a conditional update, so of a replay
 * racing the first use one wins, and a sign-in that fails after it leaves the challenge unused.
 */
export async function useWalletChallenge(tx: Tx, nonceHash: string): Promise<void> {
  const now = new Date();
  if (await consumeSignInChallenge(tx, nonceHash, now)) return;
  const challenge = await findSignInChallenge(tx, nonceHash);
  throw new SignInRefused(challenge && !challenge.usedAt && challenge.expiresAt <= now ? "expired" : "used");
}
