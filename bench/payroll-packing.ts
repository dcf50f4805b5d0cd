import { Keypair, PACKET_DATA_SIZE } from "@solana/web3.js";
import type { AssetSymbol } from "../server/assets";
import { transfersThatFit } from "../server/ledger/build-transfer";

/**
 * How many payroll recipients fit one wallet-mode transaction (1,232 bytes), for SOL and USDC, when every
 * recipient already has a token account and when every one needs it created. No network: the transaction is
 * built and measured. Run: npx tsx bench/payroll-packing.ts
 */
const recipients = Array.from({ length: 64 }, () => ({ to: Keypair.generate().publicKey, amount: 1_000_000n }));

console.log(
  `\nlimit: ${PACKET_DATA_SIZE} bytes per transaction, one signature (the sender), v0 message, no lookup table\n`,
);
console.log("| asset | recipient token accounts | recipients per transaction |\n|---|---|---|");
for (const [asset, accounts] of [
  ["SOL", "n/a"],
  ["USDC", "created by the transaction"],
] as [AssetSymbol, string][]) {
  console.log(`| ${asset} | ${accounts} | ${transfersThatFit(asset, recipients)} |`);
}
console.log(`| USDC | already exist | ${transfersThatFit("USDC", recipients, { createAccounts: false })} |`);
