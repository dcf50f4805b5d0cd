import { type Keypair, type PublicKey, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import type { AssetSymbol } from "../assets";
import { destinationAccount, transferInstructions } from "./build-transfer";
import { getConnection } from "./connection";

/** One leg of the swap, creating `to`'s token account (paid by the user) only where it does not exist yet. */
async function leg(asset: AssetSymbol, from: PublicKey, to: PublicKey, amount: bigint, payer: PublicKey) {
  const missing = asset !== "SOL" && (await getConnection().getAccountInfo(destinationAccount(asset, to))) === null;
  return transferInstructions(asset, from, to, amount, payer, missing);
}

/**
 * A request-for-quote swap in one atomic transaction: the input moves from the user to the treasury and the
 * output from the treasury to the user. The treasury signs now; the user's wallet signs last, as fee payer.
 */
export async function buildSwap(
  user: PublicKey,
  treasury: Keypair,
  input: { asset: AssetSymbol; amount: bigint },
  output: { asset: AssetSymbol; amount: bigint },
) {
  const { blockhash, lastValidBlockHeight } = await getConnection().getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: user,
    recentBlockhash: blockhash,
    instructions: [
      ...(await leg(input.asset, user, treasury.publicKey, input.amount, user)),
      ...(await leg(output.asset, treasury.publicKey, user, output.amount, user)),
    ],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([treasury]);
  return { transaction, lastValidBlockHeight };
}
