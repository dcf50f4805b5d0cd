"use client";

import type { AccountChoiceView, ChallengeView } from "@/server/contracts/sessions";

type Refusal = { ok: false; message: string; code?: string; details?: unknown };
type Answer<T> = { ok: true; value: T } | Refusal;

async function post<T>(path: string, body: unknown): Promise<Answer<T>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { code: string; message: string; details: unknown } };
  if (response.ok) return { ok: true, value: answer };
  const { error } = answer;
  return { ok: false, message: error?.message ?? "Sign-in failed", code: error?.code, details: error?.details };
}

/** A Sign In With Solana message for this wallet, from the service. */
export function requestChallenge(address: string) {
  return post<ChallengeView>("/api/session/challenge", { address });
}

/** The signed message, and (once the service asked) the account it signs in to, or a new account of its own. */
export type WalletSignInBody = {
  address: string;
  message: string;
  signature: string;
  accountId?: string;
  newAccount?: true;
};

/** Trades the signed message for a session (an httpOnly cookie) and its CSRF token. */
export function requestWalletSession(body: WalletSignInBody) {
  return post<{ csrfToken: string }>("/api/session", body);
}

/** The accounts to choose from, when the service answered that the wallet may sign in to several. */
export function accountChoice(refusal: Refusal): AccountChoiceView | undefined {
  return refusal.code === "ACCOUNT_CHOICE_REQUIRED" ? (refusal.details as AccountChoiceView) : undefined;
}

export function base64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}
