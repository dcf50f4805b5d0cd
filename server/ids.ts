import { randomBytes } from "node:crypto";

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random base62 text; rejection sampling keeps every character equally likely. */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return out;
}

export const idPrefixes = {
  account: "acc",
  apiKey: "key",
  quote: "quo",
  transaction: "txn",
  recipient: "rcp",
  webhook: "wh",
  event: "evt",
  delivery: "dlv",
  attempt: "att",
  recovery: "rcv",
  session: "ses",
  run: "run",
  move: "mov",
  auditEvent: "aud",
  paymentRequest: "prq",
  balanceEntry: "ble",
  topUp: "tup",
  withdrawal: "wdr",

  member: "mem",
  counterparty: "cpy",
  policy: "pol",
  approval: "apv",
  schedule: "sch",
} as const;

export type IdKind = keyof typeof idPrefixes;

export function newId(kind: IdKind): string {
  return `${idPrefixes[kind]}_${randomBase62(22)}`;
}

const plausibleId = /^[A-Za-z0-9_-]{1,64}$/;

/** Anything else cannot be one of our ids: look-ups answer "not found" without asking the database. */
export function isPlausibleId(id: string): boolean {
  return plausibleId.test(id);
}
