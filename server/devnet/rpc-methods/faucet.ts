import { TOKEN_PROGRAM_ID } from "@solana/spl-token";
import type { Keypair } from "@solana/web3.js";
import { isAssetSymbol } from "../../assets";
import type { DevnetLedger } from "../devnet-ledger";
import { faucetCaps, runFaucet } from "../faucet";
import { RpcError } from "../rpc-error";
import { type Methods, pubkey } from "./params";

/** requestAirdrop, and the devnet's own faucet for USDC/USDT (devnet_faucet, devnet_faucetCaps). */
export function faucetMethods(ledger: DevnetLedger, authority: Keypair): Methods {
  return {
    requestAirdrop: (params) => {
      const lamports = Number(params[1]);
      if (!Number.isSafeInteger(lamports) || lamports <= 0) throw new RpcError(-32602, "Invalid params: lamports");
      return runFaucet(ledger, authority, pubkey(params[0]), "SOL", BigInt(lamports));
    },
    devnet_faucet: (params) => {
      const [owner, asset, amount] = params;
      if (typeof asset !== "string" || !isAssetSymbol(asset))
        throw new RpcError(-32602, "Invalid params: asset must be SOL, USDC or USDT");
      if (typeof amount !== "string" || !/^\d+$/.test(amount))
        throw new RpcError(-32602, "Invalid params: amount in base units as a string");
      return runFaucet(ledger, authority, pubkey(owner), asset, BigInt(amount), TOKEN_PROGRAM_ID);
    },
    devnet_faucetCaps: () => Object.fromEntries(Object.entries(faucetCaps).map(([k, v]) => [k, v.toString()])),
  };
}
