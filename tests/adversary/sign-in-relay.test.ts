import { Keypair } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as linksRoute from "@/app/api/session/links/route";
import * as paymentRequestsRoute from "@/app/v1/payment-requests/route";
import { getDb } from "@/server/db/client";
import { sessions } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { addMember, challenge, clientHeaders, newWallet, postSession } from "../members/members-harness";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * Sign In With Solana relayed from another site (docs/threat-model.md, "Sign-in and the links the service hands
 * out"): an attacker asks this service for a challenge under its own Host, has a victim's wallet sign it on the
 * attacker's page (where the wallet's domain check passes), and posts it back for the victim's session. The
 * challenge's domain comes from configuration only, so there is nothing of the attacker's site to sign.
 */
const suite = walletSuite();

function setPublicUrl(value: string | undefined) {
  if (value === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = value;
  resetEnv();
}

afterEach(() => setPublicUrl(undefined));

/** A wallet that is an admin member of a new account: the victim. */
async function adminMember() {
  const admin = await newAccountKey("admin");
  const wallet = newWallet();
  const added = await addMember({ key: admin.key }, wallet.address, "admin");
  expect(added.status).toBe(201);
  return { wallet, memberId: added.body.memberId as string };
}

async function sessionsOf(memberId: string) {
  return (await getDb()).select().from(sessions).where(eq(sessions.memberId, memberId));
}

/** What the attacker's page would ask the victim's wallet to sign, the way the service's challenges read. */
function messageFor(domain: string, address: string, nonce: string) {
  const now = new Date();
  return [
    `${domain} wants you to sign in with your Solana account:`,
    address,
    "",
    "Sign in to the payment service dashboard.",
    "",
    `URI: http://${domain}`,
    "Version: 1",
    "Chain ID: solana:localnet",
    `Nonce: ${nonce}`,
    `Issued At: ${now.toISOString()}`,
    `Expiration Time: ${new Date(now.getTime() + 300_000).toISOString()}`,
  ].join("\n");
}

describe("sign-in relayed from another site", () => {
  it("a challenge asked for under another Host is refused, and nothing the victim signs there becomes a session", async () => {
    const { wallet, memberId } = await adminMember();
    for (const host of [
      "evil.example",
      "localhost:3001",
      "localhost.evil.example:3000",
      "127.0.0.2:3000",
      "10.0.0.7:3000",
    ]) {
      const refused = await challenge(wallet.address, clientHeaders(host));
      expectErrorShape(refused, "FORBIDDEN", 403);
      expect(refused.body.error.details).toMatchObject({ reason: "other_site", host });
      expect(refused.body.error.details.signInAt).toContain("http://localhost:3000");
    }

    // The attacker's page has the victim sign a message naming its own site, with a nonce of a real challenge.
    const real = await challenge(Keypair.generate().publicKey.toBase58(), clientHeaders());
    const nonce = /Nonce: (\w+)/.exec(real.body.message)![1]!;
    const relayed = messageFor("evil.example", wallet.address, nonce);
    const posted = await postSession(
      { address: wallet.address, message: relayed, signature: wallet.sign(relayed) },
      clientHeaders("evil.example"),
    );
    expectErrorShape(posted, "UNAUTHENTICATED", 401);
    expect(await sessionsOf(memberId)).toEqual([]);
  });

  it("the configured origin still signs in, under each loopback name of its port, and its session is the member's", async () => {
    const { wallet, memberId } = await adminMember();
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "LOCALHOST:3000"]) {
      const issued = await challenge(wallet.address, clientHeaders(host));
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const message = issued.body.message as string;
      expect(message.split("\n")[0]).toBe(`${host.toLowerCase()} wants you to sign in with your Solana account:`);
      expect(issued.body.input).toMatchObject({ domain: host.toLowerCase(), uri: `http://${host.toLowerCase()}` });
      const signedIn = await postSession(
        { address: wallet.address, message, signature: wallet.sign(message) },
        clientHeaders(host),
      );
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(signedIn.body.permission).toBe("admin");
    }
    expect(await sessionsOf(memberId)).toHaveLength(4);
  });

  it("with PUBLIC_URL, every challenge names PUBLIC_URL whatever the Host, and signs in there", async () => {
    setPublicUrl("https://pay.example.com");
    const { wallet } = await adminMember();
    const issued = await challenge(wallet.address, clientHeaders("evil.example"));
    expect(issued.status).toBe(200);
    expect(issued.body.input).toMatchObject({ domain: "pay.example.com", uri: "https://pay.example.com" });
    const message = issued.body.message as string;
    const signedIn = await postSession(
      { address: wallet.address, message, signature: wallet.sign(message) },
      clientHeaders("10.0.0.7:3000"),
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);

    // A challenge of the loopback origin is no longer one of this service's sites.
    setPublicUrl(undefined);
    const loopback = (await challenge(wallet.address, clientHeaders())).body.message as string;
    setPublicUrl("https://pay.example.com");
    const stale = await postSession({ address: wallet.address, message: loopback, signature: wallet.sign(loopback) });
    expectErrorShape(stale, "UNAUTHENTICATED", 401);
    expect(stale.body.error.details.reason).toBe("wrong_domain");
  });
});

describe("the links the service hands out name its configured origin, whatever the Host", () => {
  it("a sign-in link asked for under another Host opens this service", async () => {
    const { key } = await newAccountKey("read");
    // Next.js builds a request's URL from its Host header, so the handler sees the attacker's origin in both.
    const mint = async (origin: string) => {
      const headers = { authorization: `Bearer ${key}`, host: new URL(origin).host };
      const response = await linksRoute.POST(new Request(`${origin}/api/session/links`, { method: "POST", headers }), {
        params: Promise.resolve({}),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { url: string }).url;
    };
    expect(await mint("https://evil.example")).toMatch(/^http:\/\/localhost:3000\/login#link=/);
    setPublicUrl("https://pay.example.com");
    expect(await mint("http://10.0.0.7:3000")).toMatch(/^https:\/\/pay\.example\.com\/login#link=/);
  });

  it("a payment request made under another Host links its payers and their wallets to this service", async () => {
    const made = await call(paymentRequestsRoute.POST, "POST", "/v1/payment-requests", {
      key: suite.owner.key,
      headers: { host: "evil.example" },
      body: { asset: "SOL", amount: "0.5", recipient: Keypair.generate().publicKey.toBase58() },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    expect(made.body.url).toBe(`http://localhost:3000/pay/${id}`);
    expect(made.body.solanaPayUrl).toBe(null);
  });
});
