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

function instructionsFor(sender: PublicKey, asset: AssetSymbol, transfers: Transfer[], missingAta: Set<string>) {
  if (asset === "SOL") {
    return transfers.map((t) => SystemProgram.transfer({ fromPubkey: sender, toPubkey: t.to, lamports: t.amount }));
  }
  const mint = new PublicKey(assets[asset].mint);
  const source = getAssociatedTokenAddressSync(mint, sender, true);
  return transfers.flatMap((t) => {
    const destination = getAssociatedTokenAddressSync(mint, t.to, true);
    const create: TransactionInstruction[] = missingAta.has(destination.toBase58())
      ? [createAssociatedTokenAccountIdempotentInstruction(sender, destination, t.to, mint)]
      : [];
    return [
      ...create,
      createTransferCheckedInstruction(source, mint, destination, sender, t.amount, assets[asset].decimals),
    ];
  });
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
