import { createHash } from "node:crypto";
import { openSecret, sealSecret } from "../crypto/secret-box";
import type { Db } from "../db/client";
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  findIdempotencyRecord,
  type IdempotencyRecord,
  releaseStaleClaim,
  releaseUnfinishedClaim,
} from "../db/queries/idempotency";
import { AppError } from "../errors";
import type { Principal } from "../services/api-keys/authenticate-api-key";

const retentionMs = 24 * 3600 * 1000;
/** A claim older than this whose request never finished (the process died) may be taken over. */
const abandonedAfterMs = 60 * 1000;
const keyPattern = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyOutcome =
  | { kind: "fresh"; finish: (status: number, body: unknown) => Promise<void> }
  | { kind: "replay"; status: number; body: unknown };

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The same JSON with keys in another order or other white space is the same request. */
export function requestFingerprint(method: string, path: string, rawBody: string): string {
  let body = rawBody;
  try {
    body = rawBody ? JSON.stringify(canonical(JSON.parse(rawBody))) : "";
  } catch {
    // Not JSON: the raw text is the fingerprint; validation will refuse it anyway.
  }
  return createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");
}

/**
 * Stored responses are sealed with the secret box: some carry what is shown once (a new API key, a webhook
 * secret), and the store must hold no more than the rest of the database does, a hash or ciphertext.
 */
function sealBody(body: unknown): { sealed: string } {
  return { sealed: sealSecret(JSON.stringify(body)) };
}

function openBody(stored: unknown): unknown {
  const sealed = (stored as { sealed?: unknown } | null)?.sealed;
  return typeof sealed === "string" ? JSON.parse(openSecret(sealed)) : stored;
}

/**
 * Whose answer a record is: the key (a dashboard session opened with a key is that key) or the member. A stored
 * answer may carry what only its maker may see (a sign-in link, a new key), so another principal of the account
 * with the same Idempotency-Key is never answered from it.
 */
export function idempotencyPrincipal(principal: Pick<Principal, "actor">): string {
  return `${principal.actor.type}:${principal.actor.id}`;
}

function isAbandoned(record: IdempotencyRecord, now: number): boolean {
  const unfinished = record.responseStatus === null && now - record.createdAt.getTime() > abandonedAfterMs;
  return unfinished || record.expiresAt.getTime() <= now;
}

/**
 * Stripe-style idempotency: the first response to a key is kept 24 h and replayed to the principal that made it;
 * the same key with another request, from another principal of the account, or while the first is still running,
 * is a conflict.
 */
export async function beginIdempotent(
  db: Db,
  scope: { accountId: string; principal: string },
  key: string,
  requestHash: string,
): Promise<IdempotencyOutcome> {
  const { accountId, principal } = scope;
  if (!keyPattern.test(key)) {
    throw new AppError("INVALID_REQUEST", "Idempotency-Key must be 1 to 255 printable ASCII characters", {
      header: "Idempotency-Key",
    });
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await claimIdempotencyKey(db, {
      accountId,
      principal,
      key,
      requestHash,
      expiresAt: new Date(Date.now() + retentionMs),
    });
    if (claimed) {
      return {
        kind: "fresh",
        finish: async (status, body) => {
          if (status >= 500) {
            // A server failure is not an answer to keep: let the client retry with the same key.
            await releaseUnfinishedClaim(db, accountId, key);
          } else {
            await completeIdempotencyRecord(db, accountId, key, status, sealBody(body));
          }
        },
      };
    }
    const existing = await findIdempotencyRecord(db, accountId, key);
    if (!existing) continue;
    if (isAbandoned(existing, Date.now())) {
      await releaseStaleClaim(db, accountId, key, abandonedAfterMs);
      continue;
    }
    if (existing.principal !== principal) {
      throw new AppError(
        "IDEMPOTENCY_CONFLICT",
        "This Idempotency-Key was used by another key or member of this account; send a key of your own (a new UUID per request)",
        { idempotencyKey: key, reason: "other_principal" },
      );
    }
    if (existing.requestHash !== requestHash) {
      throw new AppError("IDEMPOTENCY_CONFLICT", "This Idempotency-Key was used with a different request", {
        idempotencyKey: key,
        reason: "different_request",
      });
    }
    if (existing.responseStatus === null) {
      throw new AppError("IDEMPOTENCY_CONFLICT", "A request with this Idempotency-Key is still being processed", {
        idempotencyKey: key,
        reason: "in_progress",
      });
    }
    return { kind: "replay", status: existing.responseStatus, body: openBody(existing.responseBody) };
  }
  throw new AppError("IDEMPOTENCY_CONFLICT", "A request with this Idempotency-Key is still being processed", {
    idempotencyKey: key,
    reason: "in_progress",
  });
}
