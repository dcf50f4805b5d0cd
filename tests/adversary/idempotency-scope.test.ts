import { describe, expect, it } from "vitest";
import * as linksRoute from "@/app/api/session/links/route";
import * as sessionRoute from "@/app/api/session/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { sealSecret } from "@/server/crypto/secret-box";
import { getDb } from "@/server/db/client";
import { idempotencyRecords } from "@/server/db/schema";
import { requestFingerprint } from "@/server/http/idempotency";
import { signedInMember } from "../members/members-harness";
import { addKey, newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";

/**
 * A stored idempotent answer replayed to someone else, or a key taken from someone (docs/threat-model.md,
 * "Idempotency"): a read key of an account repeats the Idempotency-Key an admin key used, to be handed the admin's
 * answer (its sign-in link, a new key), or uses a guessable key first, so the admin's request with it is refused.
 * Each key or member has keys of its own: the same Idempotency-Key from another principal is another request.
 */
const mintLink = (key: string, idempotencyKey: string) =>
  call(linksRoute.POST, "POST", "/api/session/links", { key, headers: { "idempotency-key": idempotencyKey } });

const signInWith = (url: string) =>
  call(sessionRoute.POST, "POST", "/api/session", {
    body: { link: new URL(url).hash.replace(/^#link=/, "") },
    headers: ownClientAddress(),
  });

const linkSecret = (url: string) => new URL(url).hash;

describe("each principal of an account has Idempotency-Keys of its own", () => {
  it("a read key repeating an admin key's Idempotency-Key on POST /api/session/links gets a link of its own, never the admin's", async () => {
    const admin = await newAccountKey("admin");
    const reader = await addKey(admin.principal.accountId, "read");
    const minted = await mintLink(admin.key, "link-1");
    expect(minted.status).toBe(201);

    const asked = await mintLink(reader.key, "link-1");
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.headers.get("idempotent-replayed")).toBeNull();
    expect(JSON.stringify(asked.body)).not.toContain(linkSecret(minted.body.url));
    expect((await signInWith(asked.body.url)).body.permission).toBe("read");

    // Each one's retry is answered from its own record: the admin's link still signs the admin in.
    const retried = await mintLink(admin.key, "link-1");
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.body.url).toBe(minted.body.url);
    const readerRetry = await mintLink(reader.key, "link-1");
    expect(readerRetry.headers.get("idempotent-replayed")).toBe("true");
    expect(readerRetry.body.url).toBe(asked.body.url);
    expect((await signInWith(minted.body.url)).body.permission).toBe("admin");
  });

  it("a read key that uses a guessable Idempotency-Key first takes nothing from the admin: the admin's request with it is answered", async () => {
    const admin = await newAccountKey("admin");
    const reader = await addKey(admin.principal.accountId, "read");
    expect((await mintLink(reader.key, "link-2")).status).toBe(201);
    const admins = await mintLink(admin.key, "link-2");
    expect(admins.status, JSON.stringify(admins.body)).toBe(201);
    expect(admins.headers.get("idempotent-replayed")).toBeNull();
    expect((await signInWith(admins.body.url)).body.permission).toBe("admin");
  });

  it("a member and a key of one account do not share answers either way", async () => {
    const admin = await newAccountKey("admin");
    const member = await signedInMember(admin.key, "admin");
    const body = { url: "https://example.com/hooks", events: ["transaction.completed"] };
    const asMember = (idempotencyKey: string) =>
      call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        headers: { ...member.headers, "idempotency-key": idempotencyKey },
        body,
      });
    const asKey = (idempotencyKey: string) =>
      call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        key: admin.key,
        headers: { "idempotency-key": idempotencyKey },
        body,
      });

    const byMember = await asMember("hook-1");
    expect(byMember.status).toBe(201);
    const byKey = await asKey("hook-1");
    expect(byKey.status).toBe(201);
    expect(byKey.headers.get("idempotent-replayed")).toBeNull();
    expect(byKey.body.webhookId).not.toBe(byMember.body.webhookId);
    expect(JSON.stringify(byKey.body)).not.toContain(byMember.body.secret);

    const keyFirst = await asKey("hook-2");
    const memberAfter = await asMember("hook-2");
    expect(memberAfter.status).toBe(201);
    expect(memberAfter.body.webhookId).not.toBe(keyFirst.body.webhookId);
    const memberAgain = await asMember("hook-2");
    expect(memberAgain.headers.get("idempotent-replayed")).toBe("true");
    expect(memberAgain.body.secret).toBe(memberAfter.body.secret);
  });

  it("a record kept before records named their principal answers nobody and holds its key until it expires", async () => {
    const admin = await newAccountKey("admin");
    const reader = await addKey(admin.principal.accountId, "read");
    const keptBefore = (key: string, expiresAt: Date) =>
      getDb().then((db) =>
        db.insert(idempotencyRecords).values({
          accountId: admin.principal.accountId,
          key,
          requestHash: requestFingerprint("POST", "/api/session/links", ""),
          responseStatus: 201,
          responseBody: {
            sealed: sealSecret(JSON.stringify({ url: "http://localhost:3000/login#link=someone-elses" })),
          },
          expiresAt,
        }),
      );
    await keptBefore("from-before", new Date(Date.now() + 3_600_000));
    for (const key of [admin.key, reader.key]) {
      const asked = await mintLink(key, "from-before");
      expectErrorShape(asked, "IDEMPOTENCY_CONFLICT", 409);
      expect(asked.body.error.details.reason).toBe("other_principal");
      expect(JSON.stringify(asked.body)).not.toContain("someone-elses");
    }

    await keptBefore("expired-before", new Date(Date.now() - 1_000));
    const free = await mintLink(admin.key, "expired-before");
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(JSON.stringify(free.body)).not.toContain("someone-elses");
  });
});
