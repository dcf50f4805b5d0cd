import type { EncodedAccount } from "@solana/kit";
import { MintLayout } from "@solana/spl-token";
import type { DevnetLedger } from "./devnet-ledger";
import { decodeTokenAccount, mintDecimals, tokenPrograms, uiTokenAmount } from "./token-accounts";

/** u64::MAX, as validators send it (a JSON number, so rounded the same way web3.js reads it). */
const maxRentEpoch = Number(2n ** 64n - 1n);

function parsed(ledger: DevnetLedger, account: EncodedAccount) {
  const program = account.programAddress === tokenPrograms[0] ? "spl-token" : "spl-token-2022";
  const token = account.data.length >= 165 ? decodeTokenAccount(account.data) : undefined;
  if (token) {
    const mint = ledger.account(token.mint);
    const decimals = mint ? (mintDecimals(mint.data) ?? 0) : 0;
    return {
      program,
      space: account.data.length,
      parsed: {
        type: "account",
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: token.state === 2 ? "frozen" : "initialized",
          tokenAmount: uiTokenAmount(token.amount, decimals),
        },
      },
    };
  }
  if (account.data.length >= MintLayout.span) {
    const mint = MintLayout.decode(Buffer.from(account.data.subarray(0, MintLayout.span)));
    return {
      program,
      space: account.data.length,
      parsed: {
        type: "mint",
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthorityOption ? mint.freezeAuthority.toBase58() : null,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthorityOption ? mint.mintAuthority.toBase58() : null,
          supply: mint.supply.toString(),
        },
      },
    };
  }
  return undefined;
}

/** An account as getAccountInfo returns it: base64 data, or jsonParsed for SPL token accounts and mints. */
export function accountJson(ledger: DevnetLedger, account: EncodedAccount | null, encoding = "base64") {
  if (!account) return null;
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: maxRentEpoch,
    space: account.data.length,
  };
  const json =
    encoding === "jsonParsed" && tokenPrograms.includes(account.programAddress) ? parsed(ledger, account) : undefined;
  return { ...base, data: json ?? [Buffer.from(account.data).toString("base64"), "base64"] };
}
