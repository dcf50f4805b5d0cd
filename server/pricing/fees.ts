import type { AssetSymbol } from "../assets";
import { mulDiv } from "../money";
import { convertUnits } from "./convert";
import type { Prices } from "./reference-prices";

export const lamportsPerSignature = 5_000n;
/** Rent-exempt minimum of a 165-byte SPL token account. */
export const tokenAccountRentLamports = 2_039_280n;
/** Recipients paid per private-mode payout transaction. */
export const privatePayoutBatch = 20;

export type FeeInput = {
  inputAsset: AssetSymbol;
  inputAmount: bigint;
  mode: "wallet" | "private";
  isSwap: boolean;
  recipientCount: number;
  recipientsNeedingAta: number;
  routingFeeBps: number;
};

/**
 * Signatures the service expects the fee payer to pay for. Wallet: the sender signs, and the treasury co-signs a
 * swap. Private: the treasury pays the deposit sweep (ephemeral + treasury) and each payout batch.
 */
export function signatureCount(input: Pick<FeeInput, "mode" | "isSwap" | "recipientCount">): bigint {
  if (input.mode === "wallet") return input.isSwap ? 2n : 1n;
  return 2n + BigInt(Math.ceil(Math.max(1, input.recipientCount) / privatePayoutBatch));
}

/** Every fee in base units of the input asset, each rounded up. */
export function quoteFees(input: FeeInput, prices: Prices) {
  const networkLamports = lamportsPerSignature * signatureCount(input);
  const rentLamports = tokenAccountRentLamports * BigInt(input.recipientsNeedingAta);
  const network = convertUnits(networkLamports, "SOL", input.inputAsset, prices, "up");
  const ataRent = convertUnits(rentLamports, "SOL", input.inputAsset, prices, "up");
  const routing = input.mode === "private" ? mulDiv(input.inputAmount, BigInt(input.routingFeeBps), 10_000n, "up") : 0n;
  return { network, routing, ataRent, total: network + routing + ataRent };
}
