type ReadonlyUint8Array = Omit<Uint8Array, "copyWithin" | "fill" | "reverse" | "set" | "sort">;

import { AccountLayout, MintLayout, MULTISIG_SIZE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import { formatAmount } from "../money";

export const tokenPrograms = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()];

export type TokenAccountView = {
  mint: string;
  owner: string;
  amount: bigint;
  state: number;
  delegate: string | null;
  delegatedAmount: bigint;
  /** The rent-exempt reserve of a wrapped SOL account; null for other mints. */
  nativeReserve: bigint | null;
  closeAuthority: string | null;
};

/** The base part of an SPL token account (Token-2022 accounts start with the same 165 bytes). */
export function decodeTokenAccount(data: ReadonlyUint8Array): TokenAccountView | undefined {
  if (!isTokenAccountData(data)) return undefined;
  const raw = AccountLayout.decode(Buffer.from(data.subarray(0, AccountLayout.span)));
  return {
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    state: raw.state,
    delegate: raw.delegateOption ? raw.delegate.toBase58() : null,
    delegatedAmount: raw.delegatedAmount,
    nativeReserve: raw.isNativeOption ? raw.isNative : null,
    closeAuthority: raw.closeAuthorityOption ? raw.closeAuthority.toBase58() : null,
  };
}

/**
 * Token accounts are 165 bytes; longer ones are Token-2022 accounts with extensions, marked by an account-type byte
 * of 2 after the base (1 marks a mint with extensions). A multisig is 355 bytes.
 */
function isTokenAccountData(data: ReadonlyUint8Array): boolean {
  if (data.length === AccountLayout.span) return true;
  return data.length > AccountLayout.span && data.length !== MULTISIG_SIZE && data[AccountLayout.span] === 2;
}

export function mintDecimals(data: ReadonlyUint8Array): number | undefined {
  if (data.length < MintLayout.span) return undefined;
  return MintLayout.decode(Buffer.from(data.subarray(0, MintLayout.span))).decimals;
}

/** A u64 token amount as Solana's JSON carries it: the exact amount as a string, beside its decimal forms. */
export type UiTokenAmount = { amount: string; decimals: number; uiAmount: number; uiAmountString: string };

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatAmount(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

export function encodeMint(authority: PublicKey, decimals: number, supply: bigint): Uint8Array {
  const data = Buffer.alloc(MintLayout.span);
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: authority,
      supply,
      decimals,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    data,
  );
  return data;
}

export function encodeTokenAccount(mint: PublicKey, owner: PublicKey, amount: bigint): Uint8Array {
  const data = Buffer.alloc(AccountLayout.span);
  AccountLayout.encode(
    {
      mint,
      owner,
      amount,
      delegateOption: 0,
      delegate: PublicKey.default,
      state: 1,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: PublicKey.default,
    },
    data,
  );
  return data;
}
