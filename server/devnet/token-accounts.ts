type ReadonlyUint8Array = Omit<Uint8Array, "copyWithin" | "fill" | "reverse" | "set" | "sort">;

import { AccountLayout, MintLayout, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { PublicKey } from "@solana/web3.js";
import { formatAmount } from "../money";

export const tokenPrograms = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()];

export type TokenAccountView = { mint: string; owner: string; amount: bigint; state: number };

/** The base part of an SPL token account (Token-2022 accounts start with the same 165 bytes). */
export function decodeTokenAccount(data: ReadonlyUint8Array): TokenAccountView | undefined {
  if (data.length < AccountLayout.span) return undefined;
  const raw = AccountLayout.decode(Buffer.from(data.subarray(0, AccountLayout.span)));
  return { mint: raw.mint.toBase58(), owner: raw.owner.toBase58(), amount: raw.amount, state: raw.state };
}

export function mintDecimals(data: ReadonlyUint8Array): number | undefined {
  if (data.length < MintLayout.span) return undefined;
  return MintLayout.decode(Buffer.from(data.subarray(0, MintLayout.span))).decimals;
}

export function uiTokenAmount(amount: bigint, decimals: number) {
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
