import { getDb } from "../../db/client";
import { reconcileWalletTransactions } from "../../services/transactions/wallet/reconcile-transactions";
import { inngest } from "../client";

/** Every minute: wallet transactions nobody is following any more are looked at until they finish. */
export const reconcileTransactions = inngest.createFunction(
  { id: "reconcile-transactions", triggers: [{ cron: "* * * * *" }] },
  async ({ step }) => step.run("reconcile-wallet-transactions", async () => reconcileWalletTransactions(await getDb())),
);
