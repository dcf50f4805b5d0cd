import { createPublicKey, verify } from "node:crypto";
import { ASSOCIATED_TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { ComputeBudgetProgram, PublicKey, SystemProgram, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { type AssetSymbol, assets } from "../assets";
import { AppError } from "../errors";
import type { Transfer } from "./build-transfer";

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

function decode(base64: string): VersionedTransaction {
  try {
    const bytes = Buffer.from(base64, "base64");
    if (bytes.length === 0 || bytes.toString("base64") !== base64.replace(/\s/g, "")) throw new Error("not base64");
    return VersionedTransaction.deserialize(bytes);
  } catch {
    refuse("malformed", "signedTransaction is not a base64-encoded Solana transaction");
  }
}

function u64(data: Uint8Array, offset: number): bigint {
  return Buffer.from(data).readBigUInt64LE(offset);
}

const key = (t: { to: string; amount: bigint }) => `${t.to}:${t.amount}`;

/**
 * Checks a wallet-signed transaction against the request before it is broadcast: the sender pays and signed,
 * every signature verifies, and the instructions are exactly the requested transfers (plus compute budget, memo
 * and idempotent token-account creation). Anything else is INVALID_SIGNATURE with what differs.
 */
export function inspectSignedTransfer(base64: string, sender: PublicKey, asset: AssetSymbol, expected: Transfer[]) {
  const tx = decode(base64);
  const message = tx.message;
  const keys = message.staticAccountKeys;
  if (message.addressTableLookups.length > 0) refuse("lookup_tables", "Address lookup tables are not accepted here");
  if (!keys[0]?.equals(sender)) {
    refuse("fee_payer", "The sender must be the fee payer", {
      expected: sender.toBase58(),
      found: keys[0]?.toBase58() ?? null,
    });
  }
  const bytes = message.serialize();
  for (let i = 0; i < message.header.numRequiredSignatures; i++) {
    const signature = tx.signatures[i];
    const signer = keys[i]!;
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
  }

  const mint = asset === "SOL" ? undefined : new PublicKey(assets[asset].mint);
  const found: { to: string; amount: bigint }[] = [];
  let newTokenAccounts = 0;
  for (const [index, ix] of message.compiledInstructions.entries()) {
    const program = keys[ix.programIdIndex]!.toBase58();
    const account = (n: number) => keys[ix.accountKeyIndexes[n]!];
    const data = ix.data;
    if (program === ComputeBudgetProgram.programId.toBase58() || program === memoProgram) continue;
    if (program === ASSOCIATED_TOKEN_PROGRAM_ID.toBase58() && data.length === 1 && data[0] === 1) {
      newTokenAccounts++;
      continue;
    }
    if (
      !mint &&
      program === SystemProgram.programId.toBase58() &&
      data.length === 12 &&
      Buffer.from(data).readUInt32LE(0) === 2
    ) {
      if (!account(0)?.equals(sender)) refuse("foreign_source", `Instruction ${index} moves SOL from another account`);
      found.push({ to: account(1)!.toBase58(), amount: u64(data, 4) });
      continue;
    }
    if (mint && program === TOKEN_PROGRAM_ID.toBase58() && data.length === 10 && data[0] === 12) {
      const source = getAssociatedTokenAddressSync(mint, sender, true);
      if (!account(0)?.equals(source) || !account(3)?.equals(sender)) {
        refuse("foreign_source", `Instruction ${index} moves tokens from another account`);
      }
      if (!account(1)?.equals(mint) || data[9] !== assets[asset].decimals) {
        refuse("wrong_asset", `Instruction ${index} moves another token than ${asset}`);
      }
      found.push({ to: account(2)!.toBase58(), amount: u64(data, 1) });
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

  const wanted = expected.map((t) => ({
    to: mint ? getAssociatedTokenAddressSync(mint, t.to, true).toBase58() : t.to.toBase58(),
    amount: t.amount,
  }));
  const sorted = (list: { to: string; amount: bigint }[]) => list.map(key).sort();
  if (sorted(found).join() !== sorted(wanted).join()) {
    refuse("transfers_differ", "The signed transfers differ from the request's recipients and amounts", {
      expected: wanted.map((t) => ({ to: t.to, amount: t.amount.toString() })),
      found: found.map((t) => ({ to: t.to, amount: t.amount.toString() })),
    });
  }
  return {
    signature: bs58.encode(tx.signatures[0]!),
    wire: Buffer.from(tx.serialize()),
    blockhash: message.recentBlockhash,
    signatureCount: message.header.numRequiredSignatures,
    newTokenAccounts,
  };
}
