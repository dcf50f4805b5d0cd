import { type AssetSymbol, assets } from "../assets";
import { tokenAccountCreationUnits } from "../ledger/compute-units";
import { mulDiv, pow10 } from "../money";
import { convertUnits } from "./convert";
import type { Price, Prices } from "./reference-prices";

export const lamportsPerSignature = 5_000n;
/** Rent-exempt minimum of a 165-byte SPL token account. */
export const tokenAccountRentLamports = 2_039_280n;
/** Rent-exempt minimum of an account without data (a wallet): less cannot open a new one. */
export const walletRentLamports = 890_880n;
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
  /** The smallest routing fee, in US dollars. */
  routingFeeMinUsd?: Price;
  /** The compute-unit price transactions offer now (micro-lamports, server/ledger/priority-fee.ts); 0 when unset. */
  priorityMicroLamports?: bigint;
};

/**
 * Signatures the service expects the fee payer to pay for. Wallet: the sender signs, and the treasury co-signs a
 * swap. Private: the treasury pays the deposit sweep (ephemeral + treasury) and each payout batch.
 */
export function signatureCount(input: Pick<FeeInput, "mode" | "isSwap" | "recipientCount">): bigint {
  if (input.mode === "wallet") return input.isSwap ? 2n : 1n;
  return 2n + BigInt(Math.ceil(Math.max(1, input.recipientCount) / privatePayoutBatch));
}

/** The routing fee of a private transaction: its basis points of the amount, but at least the minimum. */
function routingFee(input: FeeInput, prices: Prices): bigint {
  const share = mulDiv(input.inputAmount, BigInt(input.routingFeeBps), 10_000n, "up");
  if (!input.routingFeeMinUsd) return share;
  const price = prices[input.inputAsset];
  const minimum = mulDiv(
    pow10(assets[input.inputAsset].decimals) * input.routingFeeMinUsd.num,
    price.den,
    input.routingFeeMinUsd.den * price.num,
    "up",
  );
  // biome-ignore lint/complexity/useMathMinMax: bigint, which Math.max refuses
  return share > minimum ? share : minimum;
}

/** Compute units a transfer uses with its budget (measured on the devnet); creating a token account adds its own. */
const unitsPerTransaction = 20_000n;
const unitsPerTokenAccount = BigInt(tokenAccountCreationUnits);

/**
 * The priority fee the quote's transactions are expected to offer: the current price for a transfer's units per
 * transaction (wallet: one; private: the sweep and the payout batches) and a token account's per one created.
 */
function priorityEstimate(input: FeeInput): bigint {
  const price = input.priorityMicroLamports ?? 0n;
  if (price === 0n) return 0n;
  const transactions =
    input.mode === "wallet" ? 1n : 1n + BigInt(Math.ceil(Math.max(1, input.recipientCount) / privatePayoutBatch));
  const units = unitsPerTransaction * transactions + unitsPerTokenAccount * BigInt(input.recipientsNeedingAta);
  return (price * units + 999_999n) / 1_000_000n;
}

/**
 * Whether the quote states its lamport costs in the input asset: private mode charges them in it (the deposit), a
 * swap's quote converts them at the fresh prices it reads anyway, and a SOL send's are SOL. A wallet-mode send of a
 * token charges none of them in the token: its sender pays them in SOL to the network, as prepare tells
 * (`senderCosts`), so its quote states 0 and reads no price (docs/decisions.md, "A wallet-mode send of a token").
 */
function lamportCostsInInput(input: FeeInput): boolean {
  return input.mode === "private" || input.isSwap || input.inputAsset === "SOL";
}

/** Every fee in base units of the input asset, each rounded up. */
export function quoteFees(input: FeeInput, prices: Prices) {
  const networkLamports = lamportsPerSignature * signatureCount(input) + priorityEstimate(input);
  const rentLamports = tokenAccountRentLamports * BigInt(input.recipientsNeedingAta);
  const inInput = lamportCostsInInput(input);
  const network = inInput ? convertUnits(networkLamports, "SOL", input.inputAsset, prices, "up") : 0n;
  const ataRent = inInput ? convertUnits(rentLamports, "SOL", input.inputAsset, prices, "up") : 0n;
  const routing = input.mode === "private" ? routingFee(input, prices) : 0n;
  return { network, routing, ataRent, total: network + routing + ataRent, networkLamports };
}
