import { createPublicKey, verify } from "node:crypto";
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { ComputeBudgetProgram, type PublicKey, SystemProgram, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { type AssetSymbol, assetByMint } from "../assets";
import { AppError } from "../errors";
import { messageHash } from "./build-swap";
import { destinationAccount } from "./build-transfer";
import { associatedTokenAddress } from "./token-address";

/** A movement the transaction must make: `amount` of `asset` from wallet `from` to wallet `to`. */
export type ExpectedTransfer = { asset: AssetSymbol; from: PublicKey; to: PublicKey; amount: bigint };

const memoProgram = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";
const ed25519SpkiPrefix = Buffer.from("302a300506032b6570032100", "hex");

function refuse(reason: string, message: string, details: Record<string, unknown> = {}): never {
  throw new AppError("INVALID_SIGNATURE", message, { reason, ...details });
}

function signatureValid(signer: PublicKey, signature: Uint8Array, message: Uint8Array): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ed25519SpkiPrefix, signer.toBuffer()]),
    format: "der",
    type: "spki",
  });
  return verify(null, message, key, signature);
}

/** A signed transaction from base64, or INVALID_SIGNATURE: never the library's own error. */
export function decodeSignedTransaction(base64: string): VersionedTransaction {
  let tx: VersionedTransaction;
  try {
    const bytes = Buffer.from(base64, "base64");
    if (bytes.length === 0 || bytes.toString("base64") !== base64.replace(/\s/g, "")) throw new Error("not base64");
    tx = VersionedTransaction.deserialize(bytes);
  } catch {
    refuse("malformed", "signedTransaction is not a base64-encoded Solana transaction");
  }
  checkWellFormed(tx);
  return tx;
}

/**
 * What deserialize lets through but the runtime refuses: no signer, fewer signatures than signers, account
 * indexes past the account list. Checked here so later steps can index without guarding.
 */
function checkWellFormed(tx: VersionedTransaction): void {
  const { header, staticAccountKeys, compiledInstructions, addressTableLookups } = tx.message;
  const required = header.numRequiredSignatures;
  if (required === 0 || tx.signatures.length !== required || staticAccountKeys.length < required) {
    refuse("malformed", "The transaction must name its signers and carry one signature for each", {
      requiredSignatures: required,
      signatures: tx.signatures.length,
    });
  }
  const lookedUp = addressTableLookups.reduce((n, l) => n + l.writableIndexes.length + l.readonlyIndexes.length, 0);
  const accounts = staticAccountKeys.length + lookedUp;
  for (const [index, ix] of compiledInstructions.entries()) {
    const outOfRange = [ix.programIdIndex, ...ix.accountKeyIndexes].some((i) => i >= accounts);
    if (outOfRange || ix.programIdIndex >= staticAccountKeys.length) {
      refuse("malformed", `Instruction ${index} refers to an account the transaction does not list`, {
        instruction: index,
      });
    }
  }
}

const u64 = (data: Uint8Array, offset: number) => Buffer.from(data).readBigUInt64LE(offset);

type Found = { asset: AssetSymbol; from: string; to: string; amount: bigint };
const key = (t: Found) => `${t.asset}:${t.from}:${t.to}:${t.amount}`;

function verifySignatures(tx: VersionedTransaction, count = tx.message.header.numRequiredSignatures): PublicKey[] {
  const message = tx.message;
  const bytes = message.serialize();
  const signers: PublicKey[] = [];
  for (let i = 0; i < count; i++) {
    const signature = tx.signatures[i];
    const signer = message.staticAccountKeys[i]!;
    if (!signature || signature.every((b) => b === 0)) {
      refuse("missing_signature", `The transaction is not signed by ${signer.toBase58()}`, {
        signer: signer.toBase58(),
      });
    }
    if (!signatureValid(signer, signature, bytes)) {
      refuse("bad_signature", `The signature of ${signer.toBase58()} does not match the transaction`, {
        signer: signer.toBase58(),
      });
    }
    signers.push(signer);
  }
  return signers;
}

/** The transfers a transaction makes, refusing any instruction that is not a transfer or an allowed companion. */
function transfersIn(tx: VersionedTransaction): { found: Found[]; newTokenAccounts: number } {
  const keys = tx.message.staticAccountKeys;
  const found: Found[] = [];
  let newTokenAccounts = 0;
  for (const [index, ix] of tx.message.compiledInstructions.entries()) {
    const program = keys[ix.programIdIndex]!.toBase58();
    const account = (n: number) => {
      const key = keys[ix.accountKeyIndexes[n] ?? keys.length];
      if (!key)
        refuse("malformed", `Instruction ${index} has fewer accounts than its program needs`, { instruction: index });
      return key;
    };
    const data = ix.data;
    if (program === ComputeBudgetProgram.programId.toBase58() || program === memoProgram) continue;
    if (program === ASSOCIATED_TOKEN_PROGRAM_ID.toBase58() && data.length === 1 && data[0] === 1) {
      newTokenAccounts++;
      continue;
    }
    if (
      program === SystemProgram.programId.toBase58() &&
      data.length === 12 &&
      Buffer.from(data).readUInt32LE(0) === 2
    ) {
      found.push({ asset: "SOL", from: account(0).toBase58(), to: account(1).toBase58(), amount: u64(data, 4) });
      continue;
    }
    if (program === TOKEN_PROGRAM_ID.toBase58() && data.length === 10 && data[0] === 12) {
      const mint = account(1);
      const asset = assetByMint(mint.toBase58());
      if (!asset || asset.symbol === "SOL" || data[9] !== asset.decimals) {
        refuse("wrong_asset", `Instruction ${index} moves a token this service does not`, { mint: mint.toBase58() });
      }
      const owner = account(3);
      if (!account(0).equals(associatedTokenAddress(mint, owner))) {
        refuse("foreign_source", `Instruction ${index} moves tokens from an account that is not its owner's`);
      }
      found.push({ asset: asset.symbol, from: owner.toBase58(), to: account(2).toBase58(), amount: u64(data, 1) });
      continue;
    }
    refuse(
      "unexpected_instruction",
      `Instruction ${index} (program ${program}) is not part of the requested transfer`,
      {
        instruction: index,
        program,
      },
    );
  }
  return { found, newTokenAccounts };
}

/** What differs between the transfers found and the ones expected (both in any order), or undefined if nothing. */
function transfersDiffer(found: Found[], expected: ExpectedTransfer[]) {
  const wanted = expected.map((t) => ({
    asset: t.asset,
    from: t.from.toBase58(),
    to: destinationAccount(t.asset, t.to).toBase58(),
    amount: t.amount,
  }));
  const sorted = (list: Found[]) => list.map(key).sort().join();
  if (sorted(found) === sorted(wanted)) return undefined;
  const view = (list: Found[]) => list.map((t) => ({ ...t, amount: t.amount.toString() }));
  return { expected: view(wanted), found: view(found) };
}

/**
 * What a transaction (already decoded and checked) moves, against what it must move: undefined when it makes
 * exactly the expected transfers, else both lists, amounts as strings. For bytes the service prepared earlier,
 * whose terms may have changed since (a refreshed quote).
 */
export function preparedTransfersDiffer(tx: VersionedTransaction, expected: ExpectedTransfer[]) {
  return transfersDiffer(transfersIn(tx).found, expected);
}

/**
 * Checks a signed transaction against the request before it is broadcast: `feePayer` pays, every signature
 * verifies, and the instructions are exactly the expected transfers (plus compute budget, memo and idempotent
 * token-account creation). Anything else is INVALID_SIGNATURE, with what differs.
 */
export function inspectSignedTransaction(base64: string, feePayer: PublicKey, expected: ExpectedTransfer[]) {
  const tx = decodeSignedTransaction(base64);
  const message = tx.message;
  if (message.addressTableLookups.length > 0) refuse("lookup_tables", "Address lookup tables are not accepted here");
  const payer = message.staticAccountKeys[0];
  if (!payer?.equals(feePayer)) {
    refuse("fee_payer", "The sender must be the fee payer", {
      expected: feePayer.toBase58(),
      found: payer?.toBase58() ?? null,
    });
  }
  verifySignatures(tx);
  const { found, newTokenAccounts } = transfersIn(tx);
  const differ = transfersDiffer(found, expected);
  if (differ) refuse("transfers_differ", "The signed transfers differ from the request", differ);
  return {
    signature: bs58.encode(tx.signatures[0]!),
    wire: Buffer.from(tx.serialize()),
    signatureCount: message.header.numRequiredSignatures,
    newTokenAccounts,
  };
}

/**
 * Checks a transaction the service prepared and the fee payer signed: its message must be byte for byte one of
 * the prepared ones (`isPrepared`, by message hash) and the fee payer's signature must verify. The other signers'
 * slots are the service's to fill.
 */
export async function inspectPreparedTransaction(
  base64: string,
  feePayer: PublicKey,
  isPrepared: (messageHash: string) => Promise<boolean>,
) {
  const tx = decodeSignedTransaction(base64);
  if (!(await isPrepared(messageHash(tx)))) {
    refuse("not_prepared", "The signed transaction differs from every one prepared for this quote; prepare it again", {
      messageHash: messageHash(tx),
    });
  }
  if (!tx.message.staticAccountKeys[0]?.equals(feePayer)) {
    refuse("fee_payer", "The sender must be the fee payer", { expected: feePayer.toBase58() });
  }
  verifySignatures(tx, 1);
  return { transaction: tx, signature: bs58.encode(tx.signatures[0]!) };
}

/** The transaction's first signature (its id on chain), if the text decodes; nothing is checked. */
export function firstSignature(base64: string): string | undefined {
  try {
    const signature = VersionedTransaction.deserialize(Buffer.from(base64, "base64")).signatures[0];
    return signature ? bs58.encode(signature) : undefined;
  } catch {
    return undefined;
  }
}

/** The account keys a signed transaction lists itself (not those it loads from lookup tables); none if malformed. */
export function staticKeysOf(base64: string): string[] {
  try {
    return VersionedTransaction.deserialize(Buffer.from(base64, "base64")).message.staticAccountKeys.map((k) =>
      k.toBase58(),
    );
  } catch {
    return [];
  }
}
