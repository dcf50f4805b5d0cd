import type { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assetSymbols } from "../../assets";
import type { Db } from "../../db/client";
import { heldDepositAccounts } from "../../db/queries/books";
import { destinationAccount } from "../../ledger/build-transfer";
import { poolWallets } from "../../ledger/pool-wallets";
import { loadTreasury } from "../../ledger/treasury";

/** A wallet the service holds the key of, and where it keeps each asset (itself for SOL, a token account otherwise). */
export type ServiceWallet = {
  name: string;
  owner: string;
  /** The transaction a deposit address was made for. */
  transactionId?: string;
  accounts: { asset: AssetSymbol; address: string }[];
};

/** The treasury, every pool wallet, and every deposit address whose key the service still holds. */
export async function serviceWallets(db: Db): Promise<ServiceWallet[]> {
  const own = (name: string, key: PublicKey): ServiceWallet => ({
    name,
    owner: key.toBase58(),
    accounts: assetSymbols.map((asset) => ({ asset, address: destinationAccount(asset, key).toBase58() })),
  });
  const deposits = new Map<string, ServiceWallet>();
  for (const account of await heldDepositAccounts(db)) {
    const wallet = deposits.get(account.transactionId) ?? {
      name: `deposit address of ${account.transactionId}`,
      owner: "",
      transactionId: account.transactionId,
      accounts: [],
    };
    wallet.accounts.push({ asset: account.asset, address: account.address });
    // The deposit account of SOL is the address itself.
    if (account.asset === "SOL") wallet.owner = account.address;
    deposits.set(account.transactionId, wallet);
  }
  return [
    own("treasury", loadTreasury().publicKey),
    ...poolWallets().map((w, i) => own(`pool wallet ${i}`, w.publicKey)),
    ...[...deposits.values()].filter((w) => w.owner !== ""),
  ];
}
