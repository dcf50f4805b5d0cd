import {
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnInstruction,
  createCloseAccountInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import {
  type Connection,
  type Keypair,
  PublicKey,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { ledgerMoves } from "@/server/db/schema";
import { waitForStatus } from "../devnet/harness";

/* What a wallet does with its own USDC account (open it, empty and close it), and what a service move cost. */

const USDC = new PublicKey(assets.USDC.mint);

export const usdcAccount = (owner: PublicKey) => getAssociatedTokenAddressSync(USDC, owner);

/**
 * Signs `instructions` with `signer`, who pays the fee, and any `others` they need, sends them and waits until they
 * reach `commitment` (confirmed unless told).
 */
export async function sendSigned(
  connection: Connection,
  signer: Keypair,
  instructions: TransactionInstruction[],
  others: Keypair[] = [],
  commitment: "confirmed" | "finalized" = "confirmed",
) {
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({ payerKey: signer.publicKey, recentBlockhash: blockhash, instructions });
  const transaction = new VersionedTransaction(message.compileToV0Message());
  transaction.sign([signer, ...others]);
  await waitForStatus(connection, await connection.sendRawTransaction(transaction.serialize()), commitment);
}

/** The owner opens its own USDC account, paying the rent. */
export function openUsdcAccount(connection: Connection, owner: Keypair) {
  const account = usdcAccount(owner.publicKey);
  return sendSigned(connection, owner, [
    createAssociatedTokenAccountIdempotentInstruction(owner.publicKey, account, owner.publicKey, USDC),
  ]);
}

/** The owner burns what its USDC account holds and closes it, the rent back to itself; returns what it burned. */
export async function closeUsdcAccount(connection: Connection, owner: Keypair): Promise<bigint> {
  const account = usdcAccount(owner.publicKey);
  const held = BigInt((await connection.getTokenAccountBalance(account)).value.amount);
  await sendSigned(connection, owner, [
    ...(held > 0n ? [createBurnInstruction(account, USDC, owner.publicKey, held)] : []),
    createCloseAccountInstruction(account, owner.publicKey, owner.publicKey),
  ]);
  return held;
}

export async function usdcAccountExists(connection: Connection, owner: PublicKey): Promise<boolean> {
  return (await connection.getAccountInfo(usdcAccount(owner))) !== null;
}

/**
 * A landed move, what its fee payer (a service wallet) spent in SOL and the fee the ledger charged, read from the
 * chain, and the accounts it brought into being (no lamports before, some after).
 */
export async function moveSpend(connection: Connection, moveKey: string) {
  const [move] = await (await getDb()).select().from(ledgerMoves).where(eq(ledgerMoves.key, moveKey));
  expect(move?.status).toBe("landed");
  const landed = await connection.getTransaction(move!.signature, {
    commitment: "finalized",
    maxSupportedTransactionVersion: 0,
  });
  const meta = landed!.meta!;
  const keys = landed!.transaction.message.staticAccountKeys.map((k) => k.toBase58());
  const created = new Set(keys.filter((_, i) => meta.preBalances[i] === 0 && meta.postBalances[i]! > 0));
  return {
    move: move!,
    spent: BigInt(meta.preBalances[0]! - meta.postBalances[0]!),
    fee: BigInt(meta.fee),
    created,
  };
}
