import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { appSecret } from "./app-secret";

const version = "v1";

function key(): Buffer {
  return createHash("sha256").update(`secret-box:${appSecret()}`).digest();
}

/** AES-256-GCM with a key derived from APP_SECRET: "v1.<iv>.<tag>.<ciphertext>" in base64url. */
export function sealSecret(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openSecret(sealed: string): string {
  const [v, iv, tag, ciphertext] = sealed.split(".");
  if (v !== version || !iv || !tag || !ciphertext) throw new Error("Unrecognised sealed secret");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
