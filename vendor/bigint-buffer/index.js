// @solana/spl-token reads and writes u64 amounts through bigint-buffer, whose native binding is built by an install
// script and, when that was skipped or the code is bundled, is missing: it then warns at every start and uses these
// same conversions in JavaScript. Choosing them here removes the warning and the native code (docs/decisions.md, "Quiet install and start").

function toBigIntLE(buf) {
  const hex = Buffer.from(buf).reverse().toString("hex");
  return hex.length === 0 ? 0n : BigInt(`0x${hex}`);
}

function toBigIntBE(buf) {
  const hex = Buffer.from(buf).toString("hex");
  return hex.length === 0 ? 0n : BigInt(`0x${hex}`);
}

function toBufferBE(num, width) {
  const hex = num.toString(16);
  return Buffer.from(hex.padStart(width * 2, "0").slice(0, width * 2), "hex");
}

function toBufferLE(num, width) {
  return toBufferBE(num, width).reverse();
}

module.exports = { toBigIntLE, toBigIntBE, toBufferLE, toBufferBE };
