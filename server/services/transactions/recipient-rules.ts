import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { type AccountInfo, PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../../assets";
import { AppError } from "../../errors";
import { fetchAccounts, rentExemptMinimum } from "../../ledger/accounts";
import type { Transfer } from "../../ledger/build-transfer";
import { isOnEd25519Curve } from "../../ledger/ed25519-curve";
import { isServiceWallet } from "../../ledger/service-wallets";
import { isSmallOrderHex } from "../../ledger/small-order";
import { associatedTokenAddress } from "../../ledger/token-address";
import { formatAmount } from "../../money";

/**
 * Who may be paid, the one set of rules for wallet mode (prepare and create), private mode (create) and payroll
 * validation: what the ledger would refuse, or accept and leave stuck, is refused before any money moves. A payment
 * the ledger refuses after the deposit is in would fail a payout that pays other customers' legs too
 * (server/services/transactions/private/shared/split-failed-payout.ts keeps that from spreading; these rules keep it rare).
 */
export type RecipientReason =
  | "service_wallet"
  | "sysvar"
  | "executable"
  | "off_curve"
  | "small_order"
  | "token_account"
  | "mint"
  | "frozen_token_account"
  | "below_rent_minimum";

export type Refusal = {
  reason: RecipientReason;
  field: "address" | "amount";
  message: string;
  /** below_rent_minimum: the least a payment to a new account may be, in base units. */
  minimum?: bigint;
};

const sysvarProgram = new PublicKey("Sysvar1111111111111111111111111111111111111");
const tokenPrograms = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID];

/** Addresses as hex, a set key much cheaper to make than base58 (a payroll checks 10,000 at once). */
const hexOf = (key: PublicKey) => Buffer.from(key.toBytes()).toString("hex");
const hexSet = (addresses: string[]) => new Set(addresses.map((a) => hexOf(new PublicKey(a))));

/** Sysvars: read-only to every transaction, so a payment to one is refused (ReadonlyLamportChange). */
const sysvars = hexSet([
  "SysvarC1ock11111111111111111111111111111111",
  "SysvarEpochSchedu1e111111111111111111111111",
  "SysvarFees111111111111111111111111111111111",
  "SysvarRecentB1ockHashes11111111111111111111",
  "SysvarRent111111111111111111111111111111111",
  "SysvarRewards111111111111111111111111111111",
  "SysvarS1otHashes111111111111111111111111111",
  "SysvarS1otHistory11111111111111111111111111",
  "SysvarStakeHistory1111111111111111111111111",
  "Sysvar1nstructions1111111111111111111111111",
  "SysvarEpochRewards1111111111111111111111111",
  "SysvarLastRestartS1ot1111111111111111111111",
  sysvarProgram.toBase58(),
]);

/**
 * The built-in and common programs: the ledger demotes them to read-only (ReadonlyLamportChange) or they are
 * executable accounts nobody can take lamports out of. Known by address, so even a ledger that does not list
 * them as accounts refuses nothing later.
 */
const programs = hexSet([
  "11111111111111111111111111111111",
  TOKEN_PROGRAM_ID.toBase58(),
  TOKEN_2022_PROGRAM_ID.toBase58(),
  "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
  "ComputeBudget111111111111111111111111111111",
  "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
  "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
  "NativeLoader1111111111111111111111111111111",
  "BPFLoader1111111111111111111111111111111111",
  "BPFLoader2111111111111111111111111111111111",
  "BPFLoaderUpgradeab1e11111111111111111111111",
  "LoaderV411111111111111111111111111111111111",
  "Vote111111111111111111111111111111111111111",
  "Stake11111111111111111111111111111111111111",
  "Config1111111111111111111111111111111111111",
  "AddressLookupTab1e1111111111111111111111111",
  "Ed25519SigVerify111111111111111111111111111",
  "KeccakSecp256k11111111111111111111111111111",
]);

const refusal = (reason: RecipientReason, message: string): Refusal => ({ reason, field: "address", message });

/** What is wrong with paying this address, from the address alone (no ledger read). */
export function addressRefusal(to: PublicKey): Refusal | undefined {
  const text = hexOf(to);
  if (isServiceWallet(to)) return refusal("service_wallet", "A wallet of this service; pay someone else");
  if (sysvars.has(text)) return refusal("sysvar", "A sysvar of the ledger, which cannot be paid");
  if (programs.has(text)) return refusal("executable", "A program of the ledger, not a wallet");
  if (isSmallOrderHex(text)) {
    return refusal("small_order", "Not a wallet (a small-order point of the curve): no key signs for what it receives");
  }
  return undefined;
}

const isTokenProgram = (owner: PublicKey) => tokenPrograms.some((p) => p.equals(owner));

/** A token program's account is a mint when it has a mint's size (or, with extensions, says so after 165 bytes). */
const isMint = (data: Buffer) => data.length === 82 || (data.length > 165 && data[165] === 1);

/** A token account's state byte (after mint, owner, amount, delegate): 2 is frozen. */
const isFrozen = (data: Buffer) => data.length >= 165 && data[108] === 2;

type Account = AccountInfo<Buffer> | null | undefined;

/**
 * What is wrong with paying `amount` of `asset` to a wallet, given its account and (tokens) its token account as
 * the ledger holds them now. `rentFloor`: the lamports a new account must hold (SOL only).
 */
export function ledgerRefusal(
  asset: AssetSymbol,
  { to, amount }: Transfer,
  account: Account,
  tokenAccount: Account,
  rentFloor: bigint,
): Refusal | undefined {
  if (account) {
    if (account.owner.equals(sysvarProgram)) return refusal("sysvar", "A sysvar of the ledger, which cannot be paid");
    if (account.executable) return refusal("executable", "A program, not a wallet: what it receives is stuck");
    if (isTokenProgram(account.owner)) {
      return isMint(account.data)
        ? refusal("mint", "A token mint, not a wallet: what it receives is stuck")
        : refusal("token_account", "A token account, not a wallet: pay the wallet that owns it");
    }
  }
  // Recipients are wallets: an address off the ed25519 curve has no key to sign with, so what lands there (or in
  // its token account) is stuck. Asked after the account's kind, which names the usual mistake (a token account).
  if (!isOnEd25519Curve(to.toBytes())) {
    return refusal("off_curve", "Not a wallet (off the ed25519 curve): nobody could sign for what it receives");
  }
  if (asset === "SOL" && (!account || account.lamports === 0) && amount < rentFloor) {
    const floor = formatAmount(rentFloor, assets.SOL.decimals);
    return {
      reason: "below_rent_minimum",
      field: "amount",
      message: `A new account needs at least ${floor} SOL; send at least that`,
      minimum: rentFloor,
    };
  }
  if (asset !== "SOL" && tokenAccount && isFrozen(tokenAccount.data)) {
    return refusal("frozen_token_account", `Its ${asset} account is frozen by the issuer: it cannot receive`);
  }
  return undefined;
}

let rentFloorRead: Promise<bigint> | undefined;

/** Lamports a new account with no data must hold: the same for the ledger's whole life, so read once. */
function rentFloor(): Promise<bigint> {
  rentFloorRead ??= rentExemptMinimum(0).catch((error: unknown) => {
    rentFloorRead = undefined;
    throw error;
  });
  return rentFloorRead;
}

/**
 * Every rule for each transfer, the address's and the ledger's: a refusal per transfer (undefined where it may be
 * paid). The accounts are read 100 a call; for tokens, the recipients' token accounts too.
 */
export async function recipientRefusals(asset: AssetSymbol, transfers: Transfer[]): Promise<(Refusal | undefined)[]> {
  if (transfers.length === 0) return [];
  const mint = asset === "SOL" ? undefined : new PublicKey(assets[asset].mint);
  const [accounts, tokenAccounts, floor] = await Promise.all([
    fetchAccounts(transfers.map((t) => t.to)),
    mint ? fetchAccounts(transfers.map((t) => associatedTokenAddress(mint, t.to))) : Promise.resolve([]),
    asset === "SOL" ? rentFloor() : Promise.resolve(0n),
  ]);
  return transfers.map((t, i) => addressRefusal(t.to) ?? ledgerRefusal(asset, t, accounts[i], tokenAccounts[i], floor));
}

/** Refusals named in an error at most; the count says how many there are in all. */
const maxListed = 20;

/**
 * The error for a refused recipient: INVALID_AMOUNT for an amount the ledger refuses, INVALID_RECIPIENT otherwise,
 * with the recipient's index and the reason (and every other refused recipient, up to 20).
 */
export function refusalError(
  refused: { index: number; address: string; refusal: Refusal }[],
  asset: AssetSymbol,
): AppError {
  const [first] = refused;
  if (!first) throw new Error("refusalError needs a refusal");
  const { index, address, refusal: r } = first;
  const code = r.field === "amount" ? "INVALID_AMOUNT" : "INVALID_RECIPIENT";
  const more = refused.length > 1 ? ` (and ${refused.length - 1} more recipients)` : "";
  return new AppError(code, `recipients[${index}]: ${r.message}${more}`, {
    index,
    address,
    reason: r.reason,
    ...(r.minimum !== undefined && { minimum: formatAmount(r.minimum, assets[asset].decimals) }),
    addresses: refused.slice(0, maxListed).map((x) => x.address),
    refused: refused.slice(0, maxListed).map((x) => ({ index: x.index, address: x.address, reason: x.refusal.reason })),
    refusedCount: refused.length,
  });
}

/** Throws for the first recipient the rules refuse (400, see refusalError); reads the ledger. */
export async function requirePayableRecipients(asset: AssetSymbol, transfers: Transfer[]): Promise<void> {
  const refusals = await recipientRefusals(asset, transfers);
  const refused = transfers.flatMap((t, index) => {
    const r = refusals[index];
    return r ? [{ index, address: t.to.toBase58(), refusal: r }] : [];
  });
  if (refused.length > 0) throw refusalError(refused, asset);
}
