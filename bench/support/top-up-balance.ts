import type { Connection, Keypair } from "@solana/web3.js";
import type { Principal } from "../../server/auth/principal";
import type { Db } from "../../server/db/client";
import { findTransactionById } from "../../server/db/queries/transactions";
import { createTopUp } from "../../server/services/private-balance/create-top-up";
import { sendPayment } from "../../tests/devnet/harness";

/** Tops up the account's USDC private balance by `amount` (whole units), paid by `payer`, and waits until credited. */
export async function topUpBalance(
  db: Db,
  principal: Principal,
  connection: Connection,
  payer: Keypair,
  amount: string,
) {
  const made = await createTopUp(db, principal, { asset: "USDC", amount });
  await sendPayment(connection, payer, made.ephemeralAddress, "USDC", made.depositAmount);
  const since = Date.now();
  for (;;) {
    const row = await findTransactionById(db, made.topUpId);
    if (row?.status === "completed") return;
    if (row?.status !== "processing" || Date.now() - since > 300_000) {
      throw new Error(`the top-up ended ${row?.status ?? "missing"}, not credited`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
