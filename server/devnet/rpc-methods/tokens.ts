import { address } from "@solana/kit";
import type { DevnetLedger } from "../devnet-ledger";
import { accountEncoding, accountJson, checkBase58Size, dataSlice } from "../encoding/account-json";
import { RpcError } from "../rpc-error";
import { decodeTokenAccount, mintDecimals, tokenPrograms, uiTokenAmount } from "../token-accounts";
import { addressParam, commitment, config, type Methods, withContext } from "./params";

const largestAccountsShown = 20;

/** SPL Token and Token-2022 reads: accounts by owner, balances, supply, largest holders (u64 amounts as strings). */
export function tokenMethods(ledger: DevnetLedger): Methods {
  const read = (key: string) => ledger.account(key);
  const tokenAccounts = (programs: string[]) =>
    programs.flatMap((program) => ledger.svm.getProgramAccounts(address(program)));
  const mintOf = (params: unknown[]) => {
    const mint = read(addressParam(params[0], "mint"));
    const decimals = mint && tokenPrograms.includes(mint.programAddress) ? mintDecimals(mint.data) : undefined;
    if (!mint || decimals === undefined) throw new RpcError(-32602, "Invalid param: not a v2.0 Token mint");
    return { mint, decimals };
  };
  return {
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params[0], "owner");
      const filter = (params[1] ?? {}) as { mint?: unknown; programId?: unknown };
      if (filter.mint === undefined && filter.programId === undefined) {
        throw new RpcError(-32602, "Invalid params: expected a mint or programId filter");
      }
      const mint = filter.mint === undefined ? undefined : addressParam(filter.mint, "mint");
      const programId = filter.programId === undefined ? undefined : addressParam(filter.programId, "program id");
      if (programId && !tokenPrograms.includes(programId)) {
        throw new RpcError(-32602, `Invalid param: unrecognized Token program id ${programId}`);
      }
      const cfg = config(params, 2);
      const encoding = accountEncoding(cfg.encoding, "binary");
      const slice = dataSlice(cfg.dataSlice);
      const found = tokenAccounts(programId ? [programId] : tokenPrograms).filter((account) => {
        const token = decodeTokenAccount(account.data);
        return token?.owner === owner && (!mint || token.mint === mint);
      });
      return withContext(
        ledger,
        found.map((account) => {
          checkBase58Size(account, encoding, slice);
          return { pubkey: account.address, account: accountJson(read, account, encoding, slice) };
        }),
        commitment(cfg),
      );
    },
    getTokenAccountBalance: (params) => {
      const account = read(addressParam(params[0]));
      const token =
        account && tokenPrograms.includes(account.programAddress) ? decodeTokenAccount(account.data) : undefined;
      if (!token) throw new RpcError(-32602, "Invalid param: not a Token account");
      const mint = read(token.mint);
      return withContext(
        ledger,
        uiTokenAmount(token.amount, mint ? (mintDecimals(mint.data) ?? 0) : 0),
        commitment(config(params, 1)),
      );
    },
    getTokenSupply: (params) => {
      const { mint, decimals } = mintOf(params);
      const supply = Buffer.from(mint.data).readBigUInt64LE(36);
      return withContext(ledger, uiTokenAmount(supply, decimals), commitment(config(params, 1)));
    },
    getTokenLargestAccounts: (params) => {
      const { mint, decimals } = mintOf(params);
      const holders = tokenAccounts([mint.programAddress])
        .map((account) => ({ address: account.address, token: decodeTokenAccount(account.data) }))
        .filter(({ token }) => token?.mint === mint.address)
        .sort((a, b) => (b.token!.amount > a.token!.amount ? 1 : b.token!.amount < a.token!.amount ? -1 : 0))
        .slice(0, largestAccountsShown);
      return withContext(
        ledger,
        holders.map(({ address, token }) => ({ address, ...uiTokenAmount(token!.amount, decimals) })),
        commitment(config(params, 1)),
      );
    },
  };
}
