import type { Keypair } from "@solana/web3.js";
import type { DevnetLedger } from "../devnet-ledger";
import { accountMethods } from "./accounts";
import { blockMethods } from "./blocks";
import { clusterMethods } from "./cluster";
import { faucetMethods } from "./faucet";
import type { Methods } from "./params";
import { tokenMethods } from "./tokens";
import { transactionMethods } from "./transactions";

export type { Method, Methods } from "./params";

/** The HTTP JSON-RPC methods, with a real validator's request and response shapes. */
export function createMethods(ledger: DevnetLedger, authority: Keypair, rpcUrl: () => string): Methods {
  return {
    ...clusterMethods(ledger, rpcUrl),
    ...accountMethods(ledger),
    ...tokenMethods(ledger),
    ...transactionMethods(ledger),
    ...blockMethods(ledger),
    ...faucetMethods(ledger, authority),
  };
}
