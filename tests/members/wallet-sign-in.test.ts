import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as linksRoute from "@/app/api/session/links/route";
import * as sessionRoute from "@/app/api/session/route";
import * as membersRoute from "@/app/v1/members/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import { hashSecret } from "@/server/auth/api-key-format";
import { getDb } from "@/server/db/client";
import { auditEvents, signInChallenges } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { challengeLimits } from "@/server/http/rate-limit";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { roomLeftInMinute } from "../support/minute-window";
import { addMember, challenge, clientHeaders, newWallet, postSession, walletSignIn } from "./members-harness";

async function memberOfNewAccount(role: "viewer" | "developer" | "admin" = "developer") {
  const admin = await newAccountKey("admin");
  const wallet = newWallet();
  const added = await addMember({ key: admin.key }, wallet.address, role);
  return { admin, wallet, memberId: added.body.memberId as string };
}

async function issued(address: string, headers = clientHeaders()) {
  const result = await challenge(address, headers);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.message as string;
}

function expectRefused(
  result: { status: number; body: { error?: { details?: { reason?: string } } } },
  reason: string,
) {
  expectErrorShape(result as Parameters<typeof expectErrorShape>[0], "UNAUTHENTICATED", 401);
  expect(result.body.error?.details?.reason).toBe(reason);
}

afterEach(() => {
  delete process.env.SIGNUP;
  delete process.env.PUBLIC_URL;
  resetEnv();
});

describe("sign in with a wallet", () => {
  it("issues a Sign In With Solana message and starts a member session with the member's role", async () => {
    process.env.PUBLIC_URL = "http://pay.example.com";
    resetEnv();
    const { admin, wallet, memberId } = await memberOfNewAccount("viewer");
    const headers = clientHeaders("pay.example.com");
    const message = await issued(wallet.address, headers);
    expect(message).toMatch(
      new RegExp(
        `^pay\\.example\\.com wants you to sign in with your Solana account:\\n${wallet.address}\\n\\n.+\\n\\nURI: http://pay\\.example\\.com\\nVersion: 1\\nChain ID: solana:\\w+\\nNonce: \\w+\\nIssued At: .+\\nExpiration Time: .+$`,
      ),
    );
    const signedIn = await postSession({ address: wallet.address, message, signature: wallet.sign(message) }, headers);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.permission).toBe("read");
    expect(signedIn.cookie).toMatch(/^ps_session=/);

    const session = await call(sessionRoute.GET, "GET", "/api/session", { headers: { cookie: signedIn.cookie! } });
    expect(session.body).toMatchObject({
      permission: "read",
      role: "viewer",
      tier: "enterprise",
      actor: { type: "member", id: memberId, address: wallet.address },
      keyName: null,
      keyId: null,
    });
    const db = await getDb();
    const events = await db.select().from(auditEvents).where(eq(auditEvents.accountId, admin.principal.accountId));
    expect(events).toContainEqual(
      expect.objectContaining({ action: "session.signed_in", actorType: "member", actorLabel: wallet.address }),
    );
  });

  it("accepts the signature in base64 as well as base58", async () => {
    const { wallet } = await memberOfNewAccount();
    const message = await issued(wallet.address);
    const base64 = Buffer.from(bs58.decode(wallet.sign(message))).toString("base64");
    expect((await postSession({ address: wallet.address, message, signature: base64 })).status).toBe(200);
  });

  it("refuses a replayed challenge", async () => {
    const { wallet } = await memberOfNewAccount();
    const message = await issued(wallet.address);
    const body = { address: wallet.address, message, signature: wallet.sign(message) };
    expect((await postSession(body)).status).toBe(200);
    expectRefused(await postSession(body), "used");
  });

  it("refuses a signature by another wallet, and records the failed sign-in", async () => {
    const { admin, wallet } = await memberOfNewAccount();
    // Joined (an invited wallet has no account's log yet: the inviters' are not told of its sign-ins).
    await walletSignIn(wallet);
    const message = await issued(wallet.address);
    const thief = newWallet();
    expectRefused(
      await postSession({ address: wallet.address, message, signature: thief.sign(message) }),
      "bad_signature",
    );
    // The challenge is not used up by the failed attempt: the owner can still sign in with it.
    expect((await postSession({ address: wallet.address, message, signature: wallet.sign(message) })).status).toBe(200);
    const db = await getDb();
    const events = await db.select().from(auditEvents).where(eq(auditEvents.accountId, admin.principal.accountId));
    expect(events).toContainEqual(
      expect.objectContaining({
        action: "session.sign_in_failed",
        outcome: "failed",
        details: { reason: "bad_signature" },
      }),
    );
  });

  it("refuses a message issued for a site this service no longer is (PUBLIC_URL changed)", async () => {
    const { wallet } = await memberOfNewAccount();
    const message = await issued(wallet.address);
    process.env.PUBLIC_URL = "https://pay.example.com";
    resetEnv();
    const body = { address: wallet.address, message, signature: wallet.sign(message) };
    expectRefused(await postSession(body, clientHeaders("localhost:3000")), "wrong_domain");
  });

  it("refuses a message the service did not issue, or issued for another wallet", async () => {
    const { wallet } = await memberOfNewAccount();
    const message = await issued(wallet.address);
    const edited = message.replace(/Expiration Time: .+$/, "Expiration Time: 2099-01-01T00:00:00.000Z");
    expectRefused(
      await postSession({ address: wallet.address, message: edited, signature: wallet.sign(edited) }),
      "not_issued",
    );
    const made = message.replace(/Nonce: \w+/, "Nonce: MadeUpNonce123456789012");
    expectRefused(
      await postSession({ address: wallet.address, message: made, signature: wallet.sign(made) }),
      "not_issued",
    );
    const other = await memberOfNewAccount();
    expectRefused(
      await postSession({ address: other.wallet.address, message, signature: other.wallet.sign(message) }),
      "not_issued",
    );
    expectErrorShape(
      await postSession({ address: wallet.address, message, signature: "x".repeat(64) }),
      "INVALID_SIGNATURE",
      400,
    );
  });

  it("refuses an expired challenge", async () => {
    const { wallet } = await memberOfNewAccount();
    const message = await issued(wallet.address);
    const nonce = /Nonce: (\w+)/.exec(message)![1]!;
    const db = await getDb();
    await db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.nonceHash, hashSecret(nonce)));
    expectRefused(await postSession({ address: wallet.address, message, signature: wallet.sign(message) }), "expired");
  });

  it("refuses a wallet of no account while sign-up is closed; SIGNUP=open gives it a free account as admin", async () => {
    const stranger = newWallet();
    const message = await issued(stranger.address);
    const closed = await postSession({ address: stranger.address, message, signature: stranger.sign(message) });
    expectErrorShape(closed, "NOT_A_MEMBER", 403);

    process.env.SIGNUP = "open";
    resetEnv();
    const session = await walletSignIn(stranger);
    const view = await call(sessionRoute.GET, "GET", "/api/session", { headers: { cookie: session.cookie } });
    expect(view.body).toMatchObject({ role: "admin", permission: "admin", tier: "free" });
    const listed = await call(membersRoute.GET, "GET", "/v1/members", { headers: session.headers });
    expect(listed.body.members).toEqual([expect.objectContaining({ address: stranger.address, role: "admin" })]);
    // Signing in again finds the same account rather than making another.
    const again = await walletSignIn(stranger);
    const second = await call(sessionRoute.GET, "GET", "/api/session", { headers: { cookie: again.cookie } });
    expect(second.body.actor.id).toBe(view.body.actor.id);
  });

  it("limits challenges per wallet address and per client", async () => {
    // The limits count per minute window: a loop that crossed into the next window would start counting again.
    await roomLeftInMinute(20_000);
    const wallet = newWallet();
    const headers = clientHeaders();
    for (let i = 0; i < challengeLimits.perAddress; i++)
      expect((await challenge(wallet.address, headers)).status).toBe(200);
    const limited = await challenge(wallet.address, headers);
    expectErrorShape(limited, "RATE_LIMIT_EXCEEDED", 429);
    expect(limited.body.error.details.scope).toBe("challenge_address");

    await roomLeftInMinute(20_000);
    const client = clientHeaders();
    for (let i = 0; i < challengeLimits.perClient; i++)
      expect((await challenge(newWallet().address, client)).status).toBe(200);
    const crowded = await challenge(newWallet().address, client);
    expectErrorShape(crowded, "RATE_LIMIT_EXCEEDED", 429);
    expect(crowded.body.error.details.scope).toBe("challenge_client");
  });

  it("refuses a challenge for an address that is not a wallet", async () => {
    expectErrorShape(await challenge("4MD31b2GFAWVDYQT8KG7E5GcZiFyy4MpDUt4BcyEdJRP"), "INVALID_ADDRESS", 400);
    expectErrorShape(await challenge("short"), "INVALID_ADDRESS", 400);
  });

  it("a member session cannot mint sign-in links and ends at sign-out", async () => {
    const { wallet } = await memberOfNewAccount();
    const session = await walletSignIn(wallet);
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { headers: session.headers })).status).toBe(200);
    const link = await call(linksRoute.POST, "POST", "/api/session/links", { headers: session.headers });
    expectErrorShape(link, "FORBIDDEN", 403);
    await call(sessionRoute.DELETE, "DELETE", "/api/session", { headers: session.headers });
    expectErrorShape(
      await call(tokensRoute.GET, "GET", "/v1/tokens", { headers: { ...session.headers, ...clientHeaders() } }),
      "UNAUTHENTICATED",
      401,
    );
  });
});
