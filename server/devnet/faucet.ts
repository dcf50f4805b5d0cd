import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from "@solana/spl-token";
import { type Keypair, LAMPORTS_PER_SOL, PublicKey, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../assets";
import { formatAmount } from "../money";
import type { DevnetLedger } from "./devnet-ledger";
import { RpcError } from "./rpc-error";

/** What one address may take from the faucet in total, per asset. */
export const faucetCaps: Record<AssetSymbol, bigint> = {
  SOL: 100n * BigInt(LAMPORTS_PER_SOL),
  USDC: 1_000_000n * 1_000_000n,
  USDT: 1_000_000n * 1_000_000n,
};

/** SOL by airdrop; USDC/USDT by a real, signed MintTo into the owner's associated token account. */
export function runFaucet(
  ledger: DevnetLedger,
  authority: Keypair,
  owner: PublicKey,
  asset: AssetSymbol,
  amount: bigint,
  tokenProgram: PublicKey = TOKEN_PROGRAM_ID,
): string {
  const key = `${owner.toBase58()}:${asset}`;
  const given = BigInt(ledger.faucet[key] ?? "0");
  const cap = faucetCaps[asset];
  if (amount <= 0n) throw new RpcError(-32602, "Invalid params: amount must be positive");
  if (given + amount > cap) {
    throw new RpcError(
      -32003,
      `Faucet cap reached for ${asset}: ${owner.toBase58()} may receive ${formatAmount(cap - given, assets[asset].decimals)} ${asset} more`,
      {
        cap: cap.toString(),
        remaining: (cap - given).toString(),
      },
    );
  }
  let signature: string;
  if (asset === "SOL") {
    signature = ledger.airdrop(owner.toBase58(), amount);
  } else {
    const mint = new PublicKey(assets[asset].mint);
    const program = tokenProgram.equals(TOKEN_2022_PROGRAM_ID) ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID;
    const account = getAssociatedTokenAddressSync(mint, owner, true, program);
    const message = new TransactionMessage({
      payerKey: authority.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
      instructions: [
        createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, account, owner, mint, program),
        createMintToCheckedInstruction(mint, account, authority.publicKey, amount, assets[asset].decimals, [], program),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([authority]);
    signature = ledger.send(tx.serialize());
  }
  ledger.faucet[key] = (given + amount).toString();
  ledger.markChanged();
  return signature;
}
