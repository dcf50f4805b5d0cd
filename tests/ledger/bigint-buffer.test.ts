import { u64 } from "@solana/buffer-layout-utils";
import { describe, expect, it } from "vitest";

// spl-token reads and writes every token amount through these conversions (vendor/bigint-buffer).
describe("u64 amounts through the pure-JS bigint-buffer", () => {
  it.each([0n, 1n, 255n, 256n, 123_456_789_012_345n, 2n ** 64n - 1n])("round-trips %s little-endian", (amount) => {
    const layout = u64();
    const bytes = Buffer.alloc(8);
    layout.encode(amount, bytes, 0);
    expect(bytes.readBigUInt64LE(0)).toBe(amount);
    expect(layout.decode(bytes, 0)).toBe(amount);
  });
});
