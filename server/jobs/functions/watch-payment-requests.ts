import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { watchPaymentRequestsRound } from "../../services/payment-requests/watch-payment-requests";

/** Every minute: expires payment requests past their time and looks for payments nobody asked a watch for. */
export const watchPaymentRequests = inngest.createFunction(
  { id: "watch-payment-requests", triggers: [{ cron: "* * * * *" }] },
  async ({ step }) => step.run("round", async () => watchPaymentRequestsRound(await getDb())),
);
