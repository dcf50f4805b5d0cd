import { createHash } from "node:crypto";
import type { Principal } from "../auth/principal";
import { openSecret, sealSecret } from "../crypto/secret-box";
import type { Db } from "../db/client";
import {
  claimIdempotencyKey,
  completeIdempotencyRecord,
  findIdempotencyRecord,
  type IdempotencyRecord,
  type IdempotencyScope,
  isHeldByUnattributedRecord,
  releaseStaleClaim,
  releaseUnfinishedClaim,
} from "../db/queries/idempotency";
import { AppError } from "../errors";

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
 * Whose keys a record is among: the key (a dashboard session opened with a key is that key) or the member. Each
 * principal of an account has a key space of its own, as Stripe's keys are scoped to the API key: a stored answer
 * may carry what only its maker may see (a sign-in link, a new key), and another principal sending the same
 * Idempotency-Key is another request, answered on its own.
 */
export function idempotencyPrincipal(principal: Pick<Principal, "actor">): string {
  return `${principal.actor.type}:${principal.actor.id}`;
}

function isAbandoned(record: IdempotencyRecord, now: number): boolean {
  const unfinished = record.responseStatus === null && now - record.createdAt.getTime() > abandonedAfterMs;
  return unfinished || record.expiresAt.getTime() <= now;
}

/**
 * Stripe-style idempotency: the first response to a key is kept 24 h and replayed to the principal that sent it;
 * the same key with another request, or while the first is still running, is a conflict.
 */
export async function beginIdempotent(
  db: Db,
  scope: IdempotencyScope,
  key: string,
  requestHash: string,
): Promise<IdempotencyOutcome> {
  if (!keyPattern.test(key)) {
    throw new AppError("INVALID_REQUEST", "Idempotency-Key must be 1 to 255 printable ASCII characters", {
      header: "Idempotency-Key",
    });
  }
  // A record kept before records named their principal may be any principal's: its request may have run, so the
  // key is refused to all until it expires (24 h at most), never run twice nor answered from it.
  if (await isHeldByUnattributedRecord(db, scope.accountId, key)) {
    throw new AppError(
      "IDEMPOTENCY_CONFLICT",
      "This Idempotency-Key was used before this service kept which key or member sent each request; send a new key (a new UUID per request)",
      { idempotencyKey: key, reason: "other_principal" },
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await claimIdempotencyKey(db, {
      ...scope,
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
            await releaseUnfinishedClaim(db, scope, key);
          } else {
            await completeIdempotencyRecord(db, scope, key, status, sealBody(body));
          }
        },
      };
    }
    const existing = await findIdempotencyRecord(db, scope, key);
    if (!existing) continue;
    if (isAbandoned(existing, Date.now())) {
      await releaseStaleClaim(db, scope, key, abandonedAfterMs);
      continue;
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
