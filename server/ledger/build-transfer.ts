import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction } from "@solana/spl-token";
import {
  PACKET_DATA_SIZE,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { type AssetSymbol, assets } from "../assets";
import { fetchAccounts } from "./accounts";
import { budgetInstructions, standInBudget } from "./compute-budget";
import { publicKeyOf } from "./remembered-base58";
import { associatedTokenAddress } from "./token-address";

/**
 * `reference`: a key the transfer instruction names read-only, signing nothing (Solana Pay): the ledger then lists
 * the transaction under that key (getSignaturesForAddress), which is how a payment request finds its payment.
 */
export type Transfer = { to: PublicKey; amount: bigint; reference?: PublicKey };

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
  reference?: PublicKey,
): TransactionInstruction[] {
  const referenced = (ix: TransactionInstruction) => {
    if (reference) ix.keys.push({ pubkey: reference, isSigner: false, isWritable: false });
    return ix;
  };
  if (asset === "SOL")
    return [referenced(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount }))];
  const mint = publicKeyOf(assets[asset].mint);
  const source = associatedTokenAddress(mint, from);
  const destination = associatedTokenAddress(mint, to);
  const create = createAccount ? [createAssociatedTokenAccountIdempotentInstruction(payer, destination, to, mint)] : [];
  return [
    ...create,
    referenced(createTransferCheckedInstruction(source, mint, destination, from, amount, assets[asset].decimals)),
  ];
}

/** The token account a transfer of `asset` to wallet `owner` lands in (the wallet itself for SOL). */
export function destinationAccount(asset: AssetSymbol, owner: PublicKey): PublicKey {
  return asset === "SOL" ? owner : associatedTokenAddress(publicKeyOf(assets[asset].mint), owner);
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
      t.reference,
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

/** The recipients' token accounts of `asset` that do not exist yet (none for SOL), read 100 a call. */
export async function missingTokenAccounts(asset: AssetSymbol, owners: PublicKey[]): Promise<Set<string>> {
  if (asset === "SOL") return new Set();
  const destinations = owners.map((owner) => destinationAccount(asset, owner));
  const accounts = await fetchAccounts(destinations);
  return new Set(destinations.filter((_, i) => !accounts[i]).map((d) => d.toBase58()));
}

const fitsByShape = new Map<string, boolean>();

/**
 * Whether `created` transfers that create their recipient's token account and `plain` ones that do not fit one
 * transaction. The size depends only on these counts when recipients are distinct, and only shrinks when some
 * repeat (their accounts are listed once), so it is decided once per shape, on stand-in addresses, and holds for any
 * recipients.
 */
function shapeFits(asset: AssetSymbol, created: number, plain: number): boolean {
  const shape = `${asset}:${created}:${plain}`;
  let fit = fitsByShape.get(shape);
  if (fit === undefined) {
    const standIns = Array.from({ length: created + plain }, (_, i) => ({ to: new PublicKey(i + 1), amount: 1n }));
    const missing = new Set(standIns.slice(0, created).map((t) => destinationAccount(asset, t.to).toBase58()));
    const sender = new PublicKey(1_000);
    const message = new TransactionMessage({
      payerKey: sender,
      recentBlockhash: "11111111111111111111111111111111",
      // Every transaction carries its compute budget (compute-budget.ts): room is kept for it.
      instructions: [...budgetInstructions(standInBudget), ...instructionsFor(sender, asset, standIns, missing)],
    });
    try {
      fit = wireSize(new VersionedTransaction(message.compileToV0Message())) <= PACKET_DATA_SIZE;
    } catch {
      // More distinct accounts than a message can index (256): certainly too big.
      fit = false;
    }
    fitsByShape.set(shape, fit);
  }
  return fit;
}

function fits(asset: AssetSymbol, transfers: Transfer[], missing: Set<string>): boolean {
  const created =
    asset === "SOL" ? 0 : transfers.filter((t) => missing.has(destinationAccount(asset, t.to).toBase58())).length;
  return shapeFits(asset, created, transfers.length - created);
}

/**
 * How many of these transfers (the first n) fit one transaction of 1,232 bytes: a binary search over sizes decided
 * once per shape (see shapeFits). By default the worst case,
 * where every recipient's token account must be created.
 */
export function transfersThatFit(
  asset: AssetSymbol,
  transfers: Transfer[],
  options: { createAccounts?: boolean } = {},
): number {
  const missing = new Set(
    asset === "SOL" || options.createAccounts === false
      ? []
      : transfers.map((t) => destinationAccount(asset, t.to).toBase58()),
  );
  return fittingPrefix(asset, transfers, missing);
}

/** The longest prefix of `transfers` that fits one transaction, by binary search (size grows with length). */
function fittingPrefix(asset: AssetSymbol, transfers: Transfer[], missing: Set<string>): number {
  let low = 0;
  let high = transfers.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(asset, transfers.slice(0, mid), missing)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Splits transfers into as few transactions as fit, in order: each batch is the longest run that fits
 * 1,232 bytes, creating the token accounts in `missing`.
 */
export function packTransfers(asset: AssetSymbol, transfers: Transfer[], missing: Set<string>) {
  // Whether each transfer creates its account, looked up once: a batch's size depends only on these counts
  // (shapeFits), and looking them up again for every size tried was most of packing 10,000 recipients.
  const creates = transfers.map((t) => asset !== "SOL" && missing.has(destinationAccount(asset, t.to).toBase58()));
  const batches: Transfer[][] = [];
  for (let start = 0; start < transfers.length; ) {
    const n = Math.max(1, longestFitFrom(asset, creates, start));
    batches.push(transfers.slice(start, start + n));
    start += n;
  }
  return batches;
}

/** How many transfers from `start` (at most 64) fit one transaction, by binary search over their shapes. */
function longestFitFrom(asset: AssetSymbol, creates: boolean[], start: number): number {
  const window = creates.slice(start, start + 64);
  const createdBefore = [0];
  for (const create of window) createdBefore.push(createdBefore.at(-1)! + (create ? 1 : 0));
  let low = 0;
  let high = window.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const created = createdBefore[mid]!;
    if (shapeFits(asset, created, mid - created)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The instructions paying `transfers` from `sender`, who also pays the fee and creates `missing` token accounts. */
export function payoutInstructions(sender: PublicKey, asset: AssetSymbol, transfers: Transfer[], missing: Set<string>) {
  return instructionsFor(sender, asset, transfers, missing);
}

const fitByAsset = new Map<AssetSymbol, number>();

/**
 * How many recipients one transaction holds at most for `asset`, in the worst case (every token account created):
 * sizes depend only on how many distinct accounts there are, so it is computed once, on stand-in addresses.
 */
export function maxTransfersPerTransaction(asset: AssetSymbol): number {
  let fit = fitByAsset.get(asset);
  if (fit === undefined) {
    const standIns = Array.from({ length: 64 }, (_, i) => ({ to: new PublicKey(i + 1), amount: 1n }));
    fit = transfersThatFit(asset, standIns);
    fitByAsset.set(asset, fit);
  }
  return fit;
}
