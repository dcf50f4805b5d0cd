import type { AssetSymbol } from "../assets";
import { AppError } from "../errors";
import { rpcUrl } from "./connection";

/** Asks the embedded devnet's faucet for tokens (a non-standard method it alone has). */
export async function requestFaucet(owner: string, asset: AssetSymbol, units: bigint): Promise<string> {
  const response = await fetch(rpcUrl(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "devnet_faucet", params: [owner, asset, units.toString()] }),
  });
  const body = (await response.json()) as {
    result?: string;
    error?: { code: number; message: string; data?: unknown };
  };
  if (body.result) return body.result;
  if (body.error?.code === -32003) {
    throw new AppError("INVALID_AMOUNT", body.error.message, { ...(body.error.data as Record<string, unknown>) });
  }
  throw new AppError("INVALID_REQUEST", `The faucet refused: ${body.error?.message ?? "no answer"}`);
}
