import type { EncodedAccount } from "@solana/kit";
import type { LoadedAddresses } from "./lookup-tables";
import { decodeTokenAccount, mintDecimals, tokenPrograms, type UiTokenAmount, uiTokenAmount } from "./token-accounts";
import type { RpcTxError } from "./tx-errors";

export type TokenBalance = {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
};

/** An instruction a program invoked, as getTransaction reports it (data in base58). */
export type InnerInstruction = { programIdIndex: number; accounts: number[]; data: string; stackHeight: number };
export type InnerInstructions = { index: number; instructions: InnerInstruction[] };

/** What the devnet keeps of a landed transaction. Records saved by older versions lack the optional fields. */
export type TxRecord = {
  slot: number;
  blockTime: number;
  /** The transaction as sent (base64); empty for airdrops, which LiteSVM executes without one. */
  wire: string;
  err: RpcTxError | null;
  fee: number;
  logs: string[];
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  unitsConsumed: number;
  loadedAddresses?: LoadedAddresses;
  innerInstructions?: InnerInstructions[];
};

export type AccountLookup = (key: string) => EncodedAccount | null;

/** SPL token balances of the accounts among `keys`, as the transaction status meta lists them. */
export function tokenBalances(keys: string[], account: AccountLookup): TokenBalance[] {
  const out: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const held = account(key);
    if (!held || !tokenPrograms.includes(held.programAddress)) return;
    const token = decodeTokenAccount(held.data);
    const mint = token && account(token.mint);
    const decimals = mint ? mintDecimals(mint.data) : undefined;
    if (!token || decimals === undefined) return;
    out.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: held.programAddress,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    });
  });
  return out;
}
