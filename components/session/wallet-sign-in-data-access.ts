"use client";

import type { ChallengeView } from "@/server/contracts/sessions";

type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

async function post<T>(path: string, body: unknown): Promise<Answer<T>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (response.ok) return { ok: true, value: answer };
  return { ok: false, message: answer.error?.message ?? "Sign-in failed" };
}

/** A Sign In With Solana message for this wallet, from the service. */
export function requestChallenge(address: string) {
  return post<ChallengeView>("/api/session/challenge", { address });
}

/** Trades the signed message for a session (an httpOnly cookie) and its CSRF token. */
export function requestWalletSession(body: { address: string; message: string; signature: string }) {
  return post<{ csrfToken: string }>("/api/session", body);
}

export function base64(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}
