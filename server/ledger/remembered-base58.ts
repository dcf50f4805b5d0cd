import { PublicKey } from "@solana/web3.js";

/**
 * A public key's base58 text, computed once per key object. web3.js compiles a message by keying its accounts on
 * their base58 (`toBase58` on every account of every instruction, again to find each index): about 200 encodings
 * of the same few dozen keys for one payout, a tenth of the service's CPU while paying out. A PublicKey never
 * changes after it is made, so its text can be remembered beside it; the answer is the same string.
 */
const texts = new WeakMap<PublicKey, string>();
const encode = PublicKey.prototype.toBase58;

if (!(PublicKey.prototype.toBase58 as { remembered?: true }).remembered) {
  const remembered = function (this: PublicKey): string {
    let text = texts.get(this);
    if (text === undefined) {
      text = encode.call(this);
      texts.set(this, text);
    }
    return text;
  };
  PublicKey.prototype.toBase58 = Object.assign(remembered, { remembered: true as const });
}

/** Keys kept at most; past it the cache starts over (a payroll of 10,000 recipients fits with room to spare). */
const maxKeys = 50_000;
const keys = new Map<string, PublicKey>();

/**
 * The key of a base58 address, decoded once: a payroll's payout path turns the same leg address (and the same mint)
 * into a key half a dozen times (accounts to create, rent, the transfer, the closed-account check), and decoding
 * base58 was the busiest function left there. The key is shared, never changed, and knows its text already (base58
 * is one text per byte string, so the text it decodes from is the text it would encode to).
 */
export function publicKeyOf(address: string): PublicKey {
  let key = keys.get(address);
  if (!key) {
    // Frozen: one object is shared by every caller that decodes this address.
    key = Object.freeze(new PublicKey(address));
    texts.set(key, address);
    if (keys.size >= maxKeys) keys.clear();
    keys.set(address, key);
  }
  return key;
}
