import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as linksRoute from "@/app/api/session/links/route";
import * as sessionRoute from "@/app/api/session/route";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import { getDb } from "@/server/db/client";
import { createSignInLink } from "@/server/services/sessions/create-sign-in-link";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";

const tokenOf = (url: string) => new URL(url).hash.replace(/^#link=/, "");

async function signInWithLink(link: string) {
  return call(sessionRoute.POST, "POST", "/api/session", { body: { link }, headers: ownClientAddress() });
}

describe("one-time sign-in links", () => {
  it("signs in once with the key's permission, then refuses the same link", async () => {
    const { key, principal } = await newAccountKey("write");
    const minted = await call(linksRoute.POST, "POST", "/api/session/links", { key });
    expect(minted.status).toBe(201);
    expect(minted.body.url).toMatch(/^http:\/\/localhost:3000\/login#link=[0-9A-Za-z]{40}$/);
    const validFor = Date.parse(minted.body.expiresAt) - Date.now();
    expect(validFor).toBeGreaterThan(9 * 60_000);
    expect(validFor).toBeLessThanOrEqual(10 * 60_000);

    const first = await signInWithLink(tokenOf(minted.body.url));
    expect(first.status).toBe(200);
    expect(first.body.permission).toBe("write");
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const session = await call(sessionRoute.GET, "GET", "/api/session", { headers: { cookie, ...ownClientAddress() } });
    expect(session.body).toMatchObject({
      permission: "write",
      keyName: "write key",
      keyId: principal.keyId,
      tier: "enterprise",
    });

    expectErrorShape(await signInWithLink(tokenOf(minted.body.url)), "UNAUTHENTICATED", 401);
  });

  it("of two concurrent uses of one link, exactly one signs in", async () => {
    const { key } = await newAccountKey("read");
    const minted = await call(linksRoute.POST, "POST", "/api/session/links", { key });
    const results = await Promise.all([1, 2, 3].map(() => signInWithLink(tokenOf(minted.body.url))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("refuses an expired link, a made-up one and one whose key was revoked", async () => {
    const db = await getDb();
    const { principal } = await newAccountKey("admin");
    const expired = await createSignInLink(db, principal);
    // Ten minutes and a second later, without waiting for them.
    await db.execute(sql`update sign_in_links set expires_at = now() - interval '1 second'
      where api_key_id = ${principal.keyId}`);
    expectErrorShape(await signInWithLink(tokenOf(expired.url)), "UNAUTHENTICATED", 401);
    expectErrorShape(await signInWithLink("0".repeat(40)), "UNAUTHENTICATED", 401);
    expectErrorShape(await signInWithLink(""), "INVALID_REQUEST", 400);

    const { key: other, principal: otherKey } = await newAccountKey("admin");
    const live = await createSignInLink(db, otherKey);
    await call(keyRoute.DELETE, "DELETE", `/v1/api-keys/${otherKey.keyId}`, {
      key: other,
      params: { keyId: otherKey.keyId },
    });
    expectErrorShape(await signInWithLink(tokenOf(live.url)), "UNAUTHENTICATED", 401);
  });
});
