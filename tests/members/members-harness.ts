import { createPrivateKey, sign } from "node:crypto";
import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import * as challengeRoute from "@/app/api/session/challenge/route";
import * as sessionRoute from "@/app/api/session/route";
import * as membersRoute from "@/app/v1/members/route";
import type { MemberRole } from "@/server/auth/roles";
import { call } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";

/** A real ed25519 wallet: a Keypair whose signatures are made with Node's crypto from its secret seed. */
export function newWallet() {
  const keypair = Keypair.generate();
  const key = createPrivateKey({
    key: {
      kty: "OKP",
      crv: "Ed25519",
      d: Buffer.from(keypair.secretKey.slice(0, 32)).toString("base64url"),
      x: Buffer.from(keypair.publicKey.toBytes()).toString("base64url"),
    },
    format: "jwk",
  });
  return {
    address: keypair.publicKey.toBase58(),
    /** The base58 ed25519 signature over the text's UTF-8 bytes, as a wallet's signMessage returns it. */
    sign: (text: string) => bs58.encode(sign(null, Buffer.from(text, "utf8"), key)),
  };
}

export type Wallet = ReturnType<typeof newWallet>;

/** Headers naming the host the request came to, and a client address of the current test's own. */
export function clientHeaders(host = "localhost:3000"): Record<string, string> {
  return { host, ...ownClientAddress() };
}

export async function challenge(address: string, headers: Record<string, string> = clientHeaders()) {
  return call(challengeRoute.POST, "POST", "/api/session/challenge", { body: { address }, headers });
}

export async function postSession(body: unknown, headers: Record<string, string> = clientHeaders()) {
  const result = await call(sessionRoute.POST, "POST", "/api/session", { body, headers });
  const cookie = result.headers.get("set-cookie")?.split(";")[0];
  return { ...result, cookie };
}

/**
 * Asks for a challenge and signs it with the wallet: a sign-in with that signed message, and what it chooses
 * (`accountId`, `newAccount`), as many times as asked (a choice answer leaves the challenge unused).
 */
export async function signedChallenge(wallet: Wallet, headers: Record<string, string> = clientHeaders()) {
  const issued = await challenge(wallet.address, headers);
  if (issued.status !== 200) throw new Error(JSON.stringify(issued.body));
  const message = issued.body.message as string;
  const body = { address: wallet.address, message, signature: wallet.sign(message) };
  return (choice: { accountId?: string; newAccount?: true } = {}) => postSession({ ...body, ...choice }, headers);
}

/** Asks for a challenge, signs it with the wallet and signs in: the session's cookie and CSRF headers. */
export async function walletSignIn(wallet: Wallet, headers: Record<string, string> = clientHeaders()) {
  const issued = await challenge(wallet.address, headers);
  if (issued.status !== 200) throw new Error(JSON.stringify(issued.body));
  const message = issued.body.message as string;
  const signedIn = await postSession({ address: wallet.address, message, signature: wallet.sign(message) }, headers);
  if (signedIn.status !== 200) throw new Error(`${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  return {
    cookie: signedIn.cookie!,
    headers: { cookie: signedIn.cookie!, "x-csrf-token": signedIn.body.csrfToken as string },
  };
}

/** Invites a wallet as a member with an admin key (or an admin member's session headers). */
export async function addMember(
  admin: { key?: string; headers?: Record<string, string> },
  address: string,
  role: MemberRole,
) {
  return call(membersRoute.POST, "POST", "/v1/members", { ...admin, body: { address, role } });
}

/**
 * A new wallet invited to the admin key's account and signed in, which accepts its one invitation: its session
 * headers and member id.
 */
export async function signedInMember(adminKey: string, role: MemberRole) {
  const wallet = newWallet();
  const added = await addMember({ key: adminKey }, wallet.address, role);
  if (added.status !== 201) throw new Error(JSON.stringify(added.body));
  const session = await walletSignIn(wallet);
  return { wallet, memberId: added.body.memberId as string, ...session };
}
