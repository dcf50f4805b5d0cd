import { type Connection, type Keypair, PublicKey, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../../server/assets";
import { transferInstructions } from "../../server/ledger/build-transfer";
import { parseAmount } from "../../server/money";

/**
 * What a wallet does with a deposit request: pays `amount` (a decimal string) of `asset` to `to`, creating its token
 * account. Returns the signature once sent, without waiting for it to land.
 */
export async function payFromWallet(
  connection: Connection,
  payer: Keypair,
  to: string,
  asset: AssetSymbol,
  amount: string,
): Promise<string> {
  const parsed = parseAmount(amount, assets[asset].decimals);
  if (!parsed.ok) throw new Error(`bad amount ${amount}`);
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: transferInstructions(asset, payer.publicKey, new PublicKey(to), parsed.units, payer.publicKey, true),
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([payer]);
  return connection.sendRawTransaction(transaction.serialize());
}
