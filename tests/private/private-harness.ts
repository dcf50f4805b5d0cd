import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { type Keypair, PublicKey, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import { type AssetSymbol, assets } from "@/server/assets";
import { transferInstructions } from "@/server/ledger/build-transfer";
import { parseAmount } from "@/server/money";
import { waitForStatus } from "../devnet/harness";
import type { WalletWorld } from "../wallet/wallet-harness";

/** What a wallet does with a deposit request: pays `amount` of `asset` to the address (creating its token account). */
export async function payDeposit(
  world: WalletWorld,
  payer: Keypair,
  to: string,
  asset: AssetSymbol,
  amount: string,
): Promise<string> {
  const parsed = parseAmount(amount, assets[asset].decimals);
  if (!parsed.ok) throw new Error(`bad amount ${amount}`);
  const { blockhash } = await world.connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: transferInstructions(asset, payer.publicKey, new PublicKey(to), parsed.units, payer.publicKey, true),
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer]);
  const signature = await world.connection.sendRawTransaction(tx.serialize());
  await waitForStatus(world.connection, signature, "confirmed");
  return signature;
}

/** Token balance of a wallet in base units (0 without an account); lamports for SOL. */
export async function balanceOf(world: WalletWorld, asset: AssetSymbol, owner: PublicKey): Promise<bigint> {
  if (asset === "SOL") return BigInt(await world.connection.getBalance(owner));
  const account = getAssociatedTokenAddressSync(new PublicKey(assets[asset].mint), owner, true);
  return world.connection.getTokenAccountBalance(account).then(
    (r) => BigInt(r.value.amount),
    () => 0n,
  );
}
