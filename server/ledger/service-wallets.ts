import type { PublicKey } from "@solana/web3.js";
import { poolWallets } from "./pool-wallets";
import { loadTreasury } from "./treasury";

/**
 * Wallets the service itself signs for (the treasury and the routing pool). They are never a party to a
 * client's transaction: a transfer from one would need the service's signature, and a payment to one would mix a
 * client's money into the service's float.
 */
export function isServiceWallet(address: PublicKey): boolean {
  return address.equals(loadTreasury().publicKey) || poolWallets().some((w) => w.publicKey.equals(address));
}
