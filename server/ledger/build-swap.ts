import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import {
  type Keypair,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { type AssetSymbol, assets } from "../assets";
import { getConnection } from "./connection";

function leg(
  asset: AssetSymbol,
  from: PublicKey,
  to: PublicKey,
  amount: bigint,
  payer: PublicKey,
): TransactionInstruction[] {
  if (asset === "SOL") return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })];
  const mint = new PublicKey(assets[asset].mint);
  const source = getAssociatedTokenAddressSync(mint, from, true);
  const destination = getAssociatedTokenAddressSync(mint, to, true);
  return [
    createAssociatedTokenAccountIdempotentInstruction(payer, destination, to, mint),
    createTransferCheckedInstruction(source, mint, destination, from, amount, assets[asset].decimals),
  ];
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
