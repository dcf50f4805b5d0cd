import { env } from "./env";

/** Where clients reach the service when no request says: PUBLIC_URL (behind a proxy), or this machine on PORT. */
export function configuredBaseUrl(): string {
  return env().PUBLIC_URL ?? `http://localhost:${env().PORT}`;
}

/**
 * The origins a wallet may sign in at, from configuration only: PUBLIC_URL; or, without it, the address `npm start`
 * serves on, http on PORT, under each of this machine's loopback names. Another site's page is never one of them,
 * nor can it be shown under one (it is the visitor's own machine), so a Host header may choose among them and no
 * more (docs/decisions.md, "Sign-in and link origins come from configuration").
 */
export function signInOrigins(): string[] {
  const publicUrl = env().PUBLIC_URL;
  if (publicUrl) return [publicUrl];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${env().PORT}`);
}
