import { type AssetSymbol, assets } from "../assets";
import { AppError } from "../errors";
import { formatAmount } from "../money";
import { rpcUrl } from "./rpc-endpoint";

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
  if (body.error?.code === -32003) throw capReached(owner, asset, body.error.data);
  throw new AppError("INVALID_REQUEST", `The faucet refused: ${body.error?.message ?? "no answer"}`);
}

/** The devnet counts the cap in base units; the client reads whole units, like every amount on the wire. */
function capReached(owner: string, asset: AssetSymbol, data: unknown): AppError {
  const { cap, remaining } = (data ?? {}) as { cap?: string; remaining?: string };
  const whole = (units: string | undefined) =>
    units !== undefined && /^\d+$/.test(units) ? formatAmount(BigInt(units), assets[asset].decimals) : undefined;
  const [capAmount, remainingAmount] = [whole(cap), whole(remaining)];
  return new AppError(
    "INVALID_AMOUNT",
    `The faucet gives an address at most ${capAmount ?? "a capped amount of"} ${asset} in all; ` +
      `${owner} may receive ${remainingAmount ?? "no more than that"} ${asset} more`,
    { asset, cap: capAmount, remaining: remainingAmount },
  );
}
