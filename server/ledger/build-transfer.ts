import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import {
  PACKET_DATA_SIZE,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { type AssetSymbol, assets } from "../assets";
import { getConnection } from "./connection";

export type Transfer = { to: PublicKey; amount: bigint };

type Built = { transaction: VersionedTransaction; lastValidBlockHeight: number; recipientsNeedingAta: number };

/**
 * One movement of `asset` from wallet `from` to wallet `to`: a System transfer for SOL, a transferChecked between
 * associated token accounts otherwise, preceded by the idempotent creation of `to`'s account (paid by `payer`)
 * when `createAccount`.
 */
export function transferInstructions(
  asset: AssetSymbol,
  from: PublicKey,
  to: PublicKey,
  amount: bigint,
  payer: PublicKey,
  createAccount: boolean,
): TransactionInstruction[] {
  if (asset === "SOL") return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })];
  const mint = new PublicKey(assets[asset].mint);
  const source = getAssociatedTokenAddressSync(mint, from, true);
  const destination = getAssociatedTokenAddressSync(mint, to, true);
  const create = createAccount ? [createAssociatedTokenAccountIdempotentInstruction(payer, destination, to, mint)] : [];
  return [...create, createTransferCheckedInstruction(source, mint, destination, from, amount, assets[asset].decimals)];
}

/** The token account a transfer of `asset` to wallet `owner` lands in (the wallet itself for SOL). */
export function destinationAccount(asset: AssetSymbol, owner: PublicKey): PublicKey {
  return asset === "SOL" ? owner : getAssociatedTokenAddressSync(new PublicKey(assets[asset].mint), owner, true);
}

function instructionsFor(sender: PublicKey, asset: AssetSymbol, transfers: Transfer[], missingAta: Set<string>) {
  return transfers.flatMap((t) =>
    transferInstructions(
      asset,
      sender,
      t.to,
      t.amount,
      sender,
      missingAta.has(destinationAccount(asset, t.to).toBase58()),
    ),
  );
}

/** Serialized size once signed (signatures included); web3.js refuses to serialize past its buffer: Infinity. */
export function wireSize(transaction: VersionedTransaction): number {
  try {
    return transaction.serialize().length;
  } catch (error) {
    if (error instanceof RangeError) return Number.POSITIVE_INFINITY;
    throw error;
  }
}

/**
 * The unsigned transaction a wallet signs for a send or payroll: one transfer per recipient, creating a
 * recipient's token account (idempotently, paid by the sender) where it does not exist yet.
 */
export async function buildTransfer(sender: PublicKey, asset: AssetSymbol, transfers: Transfer[]): Promise<Built> {
  const connection = getConnection();
  const missingAta = new Set<string>();
  if (asset !== "SOL") {
    const mint = new PublicKey(assets[asset].mint);
    const destinations = transfers.map((t) => getAssociatedTokenAddressSync(mint, t.to, true));
    const accounts = await connection.getMultipleAccountsInfo(destinations);
    destinations.forEach((d, i) => {
      if (!accounts[i]) missingAta.add(d.toBase58());
    });
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: sender,
    recentBlockhash: blockhash,
    instructions: instructionsFor(sender, asset, transfers, missingAta),
  }).compileToV0Message();
  return {
    transaction: new VersionedTransaction(message),
    lastValidBlockHeight,
    recipientsNeedingAta: missingAta.size,
  };
}

/** How many of these transfers fit one transaction (1,232 bytes), for the error that says so. */
export function transfersThatFit(
  sender: PublicKey,
  asset: AssetSymbol,
  transfers: Transfer[],
  options: { createAccounts?: boolean } = {},
): number {
  const placeholder = "11111111111111111111111111111111";
  for (let n = transfers.length; n > 0; n--) {
    const slice = transfers.slice(0, n);
    // Worst case by default: every recipient's token account must be created.
    const missing = new Set(
      asset === "SOL" || options.createAccounts === false
        ? []
        : slice.map((t) => getAssociatedTokenAddressSync(new PublicKey(assets[asset].mint), t.to, true).toBase58()),
    );
    const message = new TransactionMessage({
      payerKey: sender,
      recentBlockhash: placeholder,
      instructions: instructionsFor(sender, asset, slice, missing),
    }).compileToV0Message();
    if (wireSize(new VersionedTransaction(message)) <= PACKET_DATA_SIZE) return n;
  }
  return 0;
}
