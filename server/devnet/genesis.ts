import path from "node:path";
import { address } from "@solana/kit";
import { getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { type Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { assets } from "../assets";
import { readJsonFile, writeFileAtomically } from "../fs/write-file-atomically";
import { keypairFromFile } from "../ledger/keypair-file";
import type { DevnetLedger } from "./devnet-ledger";
import { encodeMint, encodeTokenAccount } from "./token-accounts";

export type Genesis = { mintAuthority: string; demoMint: string; treasury: string };

const treasurySol = 100_000n * BigInt(LAMPORTS_PER_SOL);
const treasuryStable = 20_000_000n * 1_000_000n;

export function mintAuthority(dataDir: string): Keypair {
  return keypairFromFile(path.join(dataDir, "devnet", "mint-authority.json"));
}

export function readGenesis(dataDir: string): Genesis | undefined {
  return readJsonFile<Genesis>(path.join(dataDir, "devnet", "genesis.json"));
}

function putAccount(ledger: DevnetLedger, key: PublicKey, owner: PublicKey, data: Uint8Array): void {
  ledger.svm.setAccount({
    address: address(key.toBase58()),
    data,
    executable: false,
    lamports: ledger.svm.minimumBalanceForRentExemption(BigInt(data.length)) as never,
    programAddress: address(owner.toBase58()),
    space: BigInt(data.length),
  });
}

/**
 * First start only: USDC and USDT at their mainnet mint addresses under a local mint authority, a Token-2022 demo
 * mint, and a treasury holding swap liquidity in all three assets.
 */
export function createGenesis(ledger: DevnetLedger, dataDir: string, treasury: PublicKey): Genesis {
  const authority = mintAuthority(dataDir);
  ledger.airdrop(authority.publicKey.toBase58(), 1_000n * BigInt(LAMPORTS_PER_SOL));
  ledger.airdrop(treasury.toBase58(), treasurySol);
  for (const asset of [assets.USDC, assets.USDT]) {
    const mint = new PublicKey(asset.mint);
    putAccount(ledger, mint, TOKEN_PROGRAM_ID, encodeMint(authority.publicKey, asset.decimals, treasuryStable));
    const account = getAssociatedTokenAddressSync(mint, treasury, true, TOKEN_PROGRAM_ID);
    putAccount(ledger, account, TOKEN_PROGRAM_ID, encodeTokenAccount(mint, treasury, treasuryStable));
  }
  const demoMint = keypairFromFile(path.join(dataDir, "devnet", "demo-mint.json")).publicKey;
  putAccount(ledger, demoMint, TOKEN_2022_PROGRAM_ID, encodeMint(authority.publicKey, 6, 0n));
  const genesis = {
    mintAuthority: authority.publicKey.toBase58(),
    demoMint: demoMint.toBase58(),
    treasury: treasury.toBase58(),
  };
  writeFileAtomically(path.join(dataDir, "devnet", "genesis.json"), JSON.stringify(genesis, null, 2));
  ledger.markChanged();
  return genesis;
}
