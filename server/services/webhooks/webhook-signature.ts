import { Webhook } from "standardwebhooks";

/**
 * The Standard Webhooks signature header: `v1,<base64 HMAC-SHA256 of id.timestamp.body>`, and while a rotated-out
 * secret is still valid, its signature too, space-separated, so receivers verifying with either secret accept it.
 */
export function signatureHeader(secrets: string[], messageId: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(" ");
}
