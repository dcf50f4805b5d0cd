import { env } from "./env";

/** Where clients reach the service when no request says: PUBLIC_URL (behind a proxy), or this machine on PORT. */
export function configuredBaseUrl(): string {
  return env().PUBLIC_URL ?? `http://localhost:${env().PORT}`;
}
