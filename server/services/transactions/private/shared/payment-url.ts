import type { AssetSymbol } from "../../../../assets";
import { assets } from "../../../../assets";
import { formatAmount } from "../../../../money";

/**
 * A Solana Pay transfer request (`solana:<recipient>?amount=...&spl-token=...`) for the deposit, so a mobile
 * wallet can pay it from a QR code. Written here rather than with @solana/pay, whose encoder takes the amount as
 * a floating-point number: this one writes the exact decimal string.
 */
export function paymentUrl(input: {
  recipient: string;
  asset: AssetSymbol;
  amount: bigint;
  label: string;
  message: string;
}): string {
  const params = new URLSearchParams({ amount: formatAmount(input.amount, assets[input.asset].decimals) });
  if (input.asset !== "SOL") params.set("spl-token", assets[input.asset].mint);
  params.set("label", input.label);
  params.set("message", input.message);
  return `solana:${input.recipient}?${params.toString().replace(/\+/g, "%20")}`;
}
