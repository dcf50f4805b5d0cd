import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { restartStalledPrivateWork } from "../../services/transactions/private/restart-stalled";
import { reconcileWalletTransactions } from "../../services/transactions/wallet/reconcile-transactions";

/**
 * Every minute: wallet transactions nobody is following any more are looked at until they finish, and private
 * routings and refunds that stalled get a new run.
 */
export const reconcileTransactions = inngest.createFunction(
  { id: "reconcile-transactions", triggers: [{ cron: "* * * * *" }] },
  async ({ step }) => {
    const wallet = await step.run("reconcile-wallet-transactions", async () =>
      reconcileWalletTransactions(await getDb()),
    );
    const stalled = await step.run("restart-stalled-private-work", async () =>
      restartStalledPrivateWork(await getDb()),
    );
    return { wallet, stalled };
  },
);
