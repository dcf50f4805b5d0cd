import { hashSecret } from "../../auth/api-key-format";
import type { Principal } from "../../auth/principal";
import { configuredBaseUrl } from "../../base-url";
import type { Db } from "../../db/client";
import { insertSignInLink } from "../../db/queries/sign-in-links";
import { AppError } from "../../errors";
import { randomBase62 } from "../../ids";
import { recordAudit } from "../audit-log/record-audit";

export const signInLinkTtlMs = 10 * 60 * 1000;

/**
 * A one-time sign-in link for an API key: valid 10 minutes, good for one session. The token travels in the URL's
 * fragment (`/login#link=…`), which browsers never send to a server, so it stays out of access logs and Referer.
 * A member (no key) signs in with its wallet instead. The link's origin is the configured one, never the request's
 * Host: whoever opens a link must land on this service. Making one is in the audit log (`session.link_created`), as
 * is its use (`session.signed_in`, method link).
 */
export async function createSignInLink(db: Db, by: Principal) {
  const apiKeyId = by.keyId;
  if (!apiKeyId || by.memberId) {
    throw new AppError("FORBIDDEN", "Sign-in links are for API keys; a member signs in with its wallet", {
      reason: "member_session",
    });
  }
  const token = randomBase62(40);
  const expiresAt = new Date(Date.now() + signInLinkTtlMs);
  await db.transaction(async (tx) => {
    await insertSignInLink(tx, { hash: hashSecret(token), apiKeyId, expiresAt });
    const details = { expiresAt: expiresAt.toISOString() };
    await recordAudit(tx, by, "session.link_created", { type: "api_key", id: apiKeyId }, details);
  });
  return { url: `${configuredBaseUrl()}/login#link=${token}`, expiresAt };
}
