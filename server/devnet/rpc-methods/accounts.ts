import { address } from "@solana/kit";
import { accountFilters, matchesFilters } from "../account-filters";
import type { DevnetLedger } from "../devnet-ledger";
import { accountEncoding, accountJson, checkBase58Size, dataSlice } from "../encoding/account-json";
import { RpcError } from "../rpc-error";
import { addressParam, commitment, config, limitInputs, listParam, type Methods, withContext } from "./params";

/** Account reads. State is always the newest (processed); the commitment only sets the context slot. */
export function accountMethods(ledger: DevnetLedger): Methods {
  const read = (key: string) => ledger.account(key);
  const encode = (key: string, cfg: Record<string, unknown>, fallback: "binary" | "base64") => {
    const encoding = accountEncoding(cfg.encoding, fallback);
    const slice = dataSlice(cfg.dataSlice);
    const account = read(key);
    checkBase58Size(account, encoding, slice);
    return accountJson(read, account, encoding, slice);
  };
  return {
    getBalance: (params) =>
      withContext(ledger, Number(read(addressParam(params[0]))?.lamports ?? 0n), commitment(config(params, 1))),
    getAccountInfo: (params) => {
      const cfg = config(params, 1);
      return withContext(ledger, encode(addressParam(params[0]), cfg, "binary"), commitment(cfg));
    },
    getMultipleAccounts: (params) => {
      const keys = listParam(params[0], "addresses");
      limitInputs(keys, 100);
      const cfg = config(params, 1);
      return withContext(
        ledger,
        keys.map((key) => encode(addressParam(key), cfg, "base64")),
        commitment(cfg),
      );
    },
    getProgramAccounts: (params) => {
      const program = addressParam(params[0], "program id");
      const cfg = config(params, 1);
      const encoding = accountEncoding(cfg.encoding, "binary");
      const slice = dataSlice(cfg.dataSlice);
      const filters = accountFilters(cfg.filters);
      const found = ledger.svm
        .getProgramAccounts(address(program))
        .filter((account) => matchesFilters(account, filters))
        .map((account) => {
          checkBase58Size(account, encoding, slice);
          return { pubkey: account.address, account: accountJson(read, account, encoding, slice) };
        });
      return cfg.withContext === true ? withContext(ledger, found, commitment(cfg)) : found;
    },
    getMinimumBalanceForRentExemption: (params) => {
      const size = Number(params[0]);
      if (!Number.isInteger(size) || size < 0) throw new RpcError(-32602, "Invalid params: expected a data length");
      return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)));
    },
  };
}
