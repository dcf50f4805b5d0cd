import { deliverySchema } from "./webhook-deliveries";
import { z } from "./zod";

export const transactionDeliverySchema = deliverySchema
  .extend({ webhookId: z.string(), webhookUrl: z.string() })
  .openapi("TransactionWebhookDelivery");

export const transactionDeliveryListSchema = z
  .object({
    deliveries: z.array(transactionDeliverySchema).openapi({
      description: "Newest first, at most 100: every webhook delivery of this transaction's events",
    }),
  })
  .openapi("TransactionWebhookDeliveryList");
