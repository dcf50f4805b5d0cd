import { type Address, type EncodedAccount, lamports } from "@solana/kit";
import bs58 from "bs58";
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from "litesvm";
import { preflightFailure, RpcError } from "./rpc-error";
import { toRpcError } from "./tx-errors";
import type { ParsedWire } from "./wire";

/**
 * LiteSVM's native handle, reached past its JavaScript wrapper where the wrapper costs more than the work: the
 * wrapper decodes a transaction into @solana/kit's form and encodes it back to the same bytes before executing it,
 * and converts every address with kit's base58 codec (BigInt arithmetic). At a hundred payouts a second those
 * conversions were a third of the devnet's CPU; bs58 and the wire bytes as they came do the same work.
 */
type NativeAccount = {
  lamports(): bigint;
  data(): Uint8Array;
  owner(): Uint8Array;
  executable(): boolean;
};
type NativeSvm = {
  getAccount(pubkey: Uint8Array): NativeAccount | null;
  sendLegacyTransaction(wire: Uint8Array): TransactionMetadata | FailedTransactionMetadata;
  sendVersionedTransaction(wire: Uint8Array): TransactionMetadata | FailedTransactionMetadata;
  getSigverify(): boolean;
};

/** Owners are a handful of programs: their base58 is kept by their bytes. */
const ownerTexts = new Map<string, Address>();
function ownerText(bytes: Uint8Array): Address {
  const key = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let text = ownerTexts.get(key);
  if (text === undefined) {
    text = bs58.encode(bytes) as Address;
    if (ownerTexts.size < 1_000) ownerTexts.set(key, text);
  }
  return text;
}

const native = (svm: LiteSVM) => (svm as unknown as { inner: NativeSvm }).inner;

/** The account at `key` as LiteSVM's getAccount answers it (an EncodedAccount), or null when there is none. */
export function readAccount(svm: LiteSVM, key: string): (EncodedAccount & { exists: true }) | null {
  const bytes = bs58.decode(key);
  // LiteSVM panics (ending the process) on a key that is not 32 bytes: nothing is there.
  if (bytes.length !== 32) return null;
  const account = native(svm).getAccount(bytes);
  if (account === null) return null;
  const data = account.data();
  return {
    exists: true,
    address: key as Address,
    executable: account.executable(),
    lamports: lamports(account.lamports()),
    programAddress: ownerText(account.owner()),
    space: BigInt(data.length),
    data,
  };
}

const refusedBeforeSignatures = new Set([
  "AddressLookupTableNotFound",
  "InvalidAddressLookupTableOwner",
  "InvalidAddressLookupTableData",
  "InvalidAddressLookupTableIndex",
  "SanitizeFailure",
  "AlreadyProcessed",
  "BlockhashNotFound",
]);

/** What a validator answers for a transaction whose signatures do not verify: it never lands and pays no fee. */
export const signatureVerificationFailure = (detail: string) =>
  new RpcError(-32003, `Transaction signature verification failure: ${detail}`);

/**
 * Executes wire bytes as LiteSVM's sendTransaction does, except that a transaction whose signatures do not verify
 * is refused, never landed: a missing one (all zeros) before it runs, as the wrapper refuses it, and a wrong one
 * when LiteSVM finds it, as a validator's signature check drops it before any block.
 */
export function executeWire(
  svm: LiteSVM,
  parsed: ParsedWire,
  wire: Uint8Array,
): TransactionMetadata | FailedTransactionMetadata {
  const handle = native(svm);
  if (handle.getSigverify()) {
    const required = parsed.tx.message.header.numRequiredSignatures;
    if (parsed.tx.signatures.slice(0, required).some((s) => s.every((b) => b === 0))) {
      throw signatureVerificationFailure("a required signature is missing");
    }
  }
  const result =
    parsed.tx.version === "legacy" ? handle.sendLegacyTransaction(wire) : handle.sendVersionedTransaction(wire);
  const err = result instanceof FailedTransactionMetadata ? toRpcError(result) : undefined;
  if (err === "SignatureFailure") throw signatureVerificationFailure("a signature does not verify");
  // Failures LiteSVM finds before it checks signatures: a validator never lands such a transaction, and landing it
  // would put bytes anyone could forge into history (and keep its message from landing when truly signed).
  if (typeof err === "string" && refusedBeforeSignatures.has(err)) throw preflightFailure(err, err);
  return result;
}
