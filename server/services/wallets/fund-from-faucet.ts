import type { z } from "zod";
import { assets } from "../../assets";
import type { faucetBody } from "../../contracts/balances";
import { AppError } from "../../errors";
import { requestFaucet } from "../../ledger/faucet";
import { isEmbeddedDevnet } from "../../ledger/rpc-endpoint";
import { formatAmount, parseAmount } from "../../money";
import { requireAddress } from "./get-balances";

/** Test money, on the embedded devnet only; elsewhere the endpoint does not exist. */
export async function fundFromFaucet(input: z.infer<typeof faucetBody>) {
  if (!isEmbeddedDevnet()) throw new AppError("NOT_FOUND", "The faucet exists only on the embedded devnet");
  const owner = requireAddress(input.address);
  const asset = assets[input.asset];
  const parsed = parseAmount(input.amount, asset.decimals);
  if (!parsed.ok || parsed.units === 0n) {
    throw new AppError(
      "INVALID_AMOUNT",
      `amount must be a positive ${asset.symbol} amount with at most ${asset.decimals} decimals`,
      {
        amount: input.amount,
      },
    );
  }
  const signature = await requestFaucet(owner.toBase58(), asset.symbol, parsed.units);
  return {
    address: owner.toBase58(),
    asset: asset.symbol,
    amount: formatAmount(parsed.units, asset.decimals),
    signature,
  };
}
