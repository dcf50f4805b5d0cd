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
