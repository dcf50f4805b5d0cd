import bs58 from "bs58";

/** Reads little-endian fields off instruction data; throws past the end, which callers turn into "not parsable". */
export class ByteReader {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  u8(): number {
    return this.view.getUint8(this.take(1));
  }

  u32(): number {
    return this.view.getUint32(this.take(4), true);
  }

  u64(): bigint {
    return this.view.getBigUint64(this.take(8), true);
  }

  pubkey(): string {
    const start = this.take(32);
    return bs58.encode(this.data.subarray(start, start + 32));
  }

  /** An optional key as SPL programs pack it in instructions: a one-byte tag, then the key when present. */
  optionalPubkey(): string | null {
    return this.u8() === 1 ? this.pubkey() : null;
  }

  /** A Rust String as bincode writes it: a u64 length, then UTF-8 bytes. */
  bincodeString(): string {
    const length = Number(this.u64());
    const start = this.take(length);
    return new TextDecoder("utf-8", { fatal: true }).decode(this.data.subarray(start, start + length));
  }

  rest(): Uint8Array {
    return this.data.subarray(this.take(this.data.length - this.offset));
  }

  private take(length: number): number {
    if (this.offset + length > this.data.length) throw new RangeError("instruction data too short");
    const start = this.offset;
    this.offset += length;
    return start;
  }
}
