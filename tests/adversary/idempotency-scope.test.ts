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
 * A stored idempotent answer replayed to someone else (docs/threat-model.md, "Idempotency"): a read key of an
 * account repeats the Idempotency-Key an admin key used, to be handed the admin's answer (its sign-in link, a new
 * key). Records are the principal's: another key or member of the account with the same key gets a conflict.
 */
const mintLink = (key: string, idempotencyKey: string) =>
  call(linksRoute.POST, "POST", "/api/session/links", { key, headers: { "idempotency-key": idempotencyKey } });

const signInWith = (url: string) =>
  call(sessionRoute.POST, "POST", "/api/session", {
    body: { link: new URL(url).hash.replace(/^#link=/, "") },
    headers: ownClientAddress(),
  });

describe("idempotency records answer only the principal that made them", () => {
  it("a read key repeating an admin key's Idempotency-Key on POST /api/session/links gets a 409, not the admin's link", async () => {
    const admin = await newAccountKey("admin");
    const reader = await addKey(admin.principal.accountId, "read");
    const minted = await mintLink(admin.key, "link-1");
    expect(minted.status).toBe(201);

    const stolen = await mintLink(reader.key, "link-1");
    expectErrorShape(stolen, "IDEMPOTENCY_CONFLICT", 409);
    expect(stolen.body.error.details.reason).toBe("other_principal");
    expect(JSON.stringify(stolen.body)).not.toContain(new URL(minted.body.url).hash);

    // The admin's own retry is still answered from its record, and its link still signs the admin in.
    const retried = await mintLink(admin.key, "link-1");
    expect(retried.headers.get("idempotent-replayed")).toBe("true");
    expect(retried.body.url).toBe(minted.body.url);
    const session = await signInWith(minted.body.url);
    expect(session.body.permission).toBe("admin");

    // The reader's own link, under a key of its own, signs it in as what it is.
    const own = await mintLink(reader.key, "link-2");
    expect(own.status).toBe(201);
    expect((await signInWith(own.body.url)).body.permission).toBe("read");
  });

  it("a member and a key of one account do not share answers either way", async () => {
    const admin = await newAccountKey("admin");
    const member = await signedInMember(admin.key, "admin");
    const body = { url: "https://example.com/hooks", events: ["transaction.completed"] };
    const byMember = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      headers: { ...member.headers, "idempotency-key": "hook-1" },
      body,
    });
    expect(byMember.status).toBe(201);
    const byKey = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key: admin.key,
      headers: { "idempotency-key": "hook-1" },
      body,
    });
    expectErrorShape(byKey, "IDEMPOTENCY_CONFLICT", 409);
    expect(JSON.stringify(byKey.body)).not.toContain(byMember.body.secret);

    const keyFirst = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      key: admin.key,
      headers: { "idempotency-key": "hook-2" },
      body,
    });
    expect(keyFirst.status).toBe(201);
    const memberAfter = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
      headers: { ...member.headers, "idempotency-key": "hook-2" },
      body,
    });
    expectErrorShape(memberAfter, "IDEMPOTENCY_CONFLICT", 409);
  });

  it("a record kept before records named their principal answers nobody", async () => {
    const admin = await newAccountKey("admin");
    await (await getDb()).insert(idempotencyRecords).values({
      accountId: admin.principal.accountId,
      key: "from-before",
      requestHash: requestFingerprint("POST", "/api/session/links", ""),
      responseStatus: 201,
      responseBody: { sealed: sealSecret(JSON.stringify({ url: "http://localhost:3000/login#link=someone-elses" })) },
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const asked = await mintLink(admin.key, "from-before");
    expectErrorShape(asked, "IDEMPOTENCY_CONFLICT", 409);
    expect(asked.body.error.details.reason).toBe("other_principal");
    expect(JSON.stringify(asked.body)).not.toContain("someone-elses");
  });
});
