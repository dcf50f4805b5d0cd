import { LAMPORTS_PER_SOL } from "@solana/web3.js";
import { assets } from "../../assets";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../errors";
import { requestFaucet } from "../../ledger/faucet";
import { isEmbeddedDevnet } from "../../ledger/rpc-endpoint";
import { formatAmount } from "../../money";
import { parseSender } from "../transactions/recipients";
import { findPayableRequest } from "./shared/payment-request-rules";

/** SOL for the network fee and the rent of a token account the payment may create, with room to spare. */
const feeMoney = BigInt(LAMPORTS_PER_SOL) / 10n;

/** Whether the faucet's route exists: on the embedded devnet only, checked before its request is read. */
export const payFaucetExists = isEmbeddedDevnet;

/**
 * POST /api/pay/{id}/faucet, on the embedded devnet only (elsewhere the route does not exist): test money for the
 * payer's wallet (the pay page's burner wallet starts empty), exactly what paying this open wallet-mode request
 * takes plus SOL for fees. The devnet faucet's per-address caps bound what one address gets.
 */
export async function payFaucet(db: DbOrTx, id: string, account: string) {
  if (!isEmbeddedDevnet()) throw new AppError("NOT_FOUND", "The faucet exists only on the embedded devnet");
  const row = await findPayableRequest(db, id, "wallet");
  const payer = parseSender(account, { mustSign: true }).toBase58();
  const grants =
    row.asset === "SOL"
      ? [{ asset: "SOL" as const, units: row.amount + feeMoney }]
      : [
          { asset: row.asset, units: row.amount },
          { asset: "SOL" as const, units: feeMoney },
        ];
  const funded = [];
  for (const grant of grants) {
    const signature = await requestFaucet(payer, grant.asset, grant.units);
    funded.push({ asset: grant.asset, amount: formatAmount(grant.units, assets[grant.asset].decimals), signature });
  }
  return { account: payer, funded };
}
