import { createHash } from "node:crypto";
import { type VersionedMessage, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
// A transaction's keys are read as base58 by several parts (fees, accounts, token balances): once each key.
import "../ledger/remembered-base58";
import type { LoadedAddresses } from "./lookup-tables";
import { RpcError } from "./rpc-error";

export type ParsedWire = { tx: VersionedTransaction; signature: string; blockhash: string };

/** The most a transaction may take on the wire: one packet. */
export const maxWireBytes = 1232;

/**
 * A wire transaction read as a validator's sendTransaction reads it, with its errors: at most a packet, and exactly
 * the bytes its parts encode to (no trailing bytes, no length written the long way). Bytes web3.js reads but LiteSVM's
 * stricter decoder refuses would otherwise reach LiteSVM, which ends the process on them; and appended bytes would
 * make one message look like two.
 */
export function parseWire(wire: Uint8Array): ParsedWire {
  if (wire.length > maxWireBytes) {
    throw new RpcError(-32602, `invalid transaction: ${wire.length} bytes, more than the ${maxWireBytes} of a packet`);
  }
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(wire);
  } catch (error) {
    throw new RpcError(-32602, `invalid transaction: failed to deserialize VersionedTransaction: ${String(error)}`);
  }
  if (!encodesTo(tx, wire)) {
    throw new RpcError(
      -32602,
      "invalid transaction: failed to deserialize VersionedTransaction: not its canonical bytes",
    );
  }
  const signature = tx.signatures[0];
  if (!signature) throw new RpcError(-32602, "invalid transaction: no signature");
  return { tx, signature: bs58.encode(signature), blockhash: tx.message.recentBlockhash };
}

function encodesTo(tx: VersionedTransaction, wire: Uint8Array): boolean {
  try {
    return Buffer.from(tx.serialize()).equals(Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength));
  } catch {
    return false;
  }
}

/**
 * The hash of a wire transaction's message (the bytes after its signatures): a validator refuses a message it has
 * processed under other signatures, as ed25519 lets a signer sign one message many ways.
 */
export function messageHash(wire: Uint8Array): string {
  let count = 0;
  let at = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = wire[at++] as number;
    count |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  return createHash("sha256")
    .update(wire.subarray(at + 64 * count))
    .digest("base64");
}

export type MessageAccount = {
  pubkey: string;
  writable: boolean;
  signer: boolean;
  source: "transaction" | "lookupTable";
};

/** Every account a message references, in the runtime's order: static keys, then loaded writable, then readonly. */
export function messageAccounts(message: VersionedMessage, loaded: LoadedAddresses): MessageAccount[] {
  const accounts: MessageAccount[] = message.staticAccountKeys.map((key, i) => ({
    pubkey: key.toBase58(),
    writable: message.isAccountWritable(i),
    signer: message.isAccountSigner(i),
    source: "transaction",
  }));
  for (const pubkey of loaded.writable) accounts.push({ pubkey, writable: true, signer: false, source: "lookupTable" });
  for (const pubkey of loaded.readonly)
    accounts.push({ pubkey, writable: false, signer: false, source: "lookupTable" });
  return accounts;
}
