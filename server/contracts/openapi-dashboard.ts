import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import { registerOperation } from "./openapi-paths";
import { statsQuery, statsSchema } from "./stats";
import { transactionDeliveryListSchema } from "./transaction-deliveries";

/** Extensions the dashboard reads, open to every API user like the rest. */
export function registerDashboardOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/v1/stats",
    operationId: "getStats",
    tag: "Stats",
    summary: "Account statistics (extension)",
    description:
      "For transactions created in `[from, to)` (default: the last 30 days; at most 366 days): completed volume per UTC day and input asset, counts by status and by mode, and the success rate (completed over completed plus failed). Also the webhooks that are disabled or have failing deliveries in the window, and the requests counted this calendar month against the tier's monthly allowance (updated about every second).",
    permission: "read",
    request: { query: statsQuery },
    success: { status: 200, description: "The figures", schema: statsSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/transactions/{transactionId}/deliveries",
    operationId: "listTransactionDeliveries",
    tag: "Transactions",
    summary: "List a transaction's webhook deliveries (extension)",
    description:
      "Every delivery of this transaction's events to your webhooks, newest first (at most 100), each with its webhook and its attempts.",
    permission: "read",
    request: { params: idParam("transactionId", "txn_7Hq2") },
    success: { status: 200, description: "The deliveries", schema: transactionDeliveryListSchema },
    errors: ["TRANSACTION_NOT_FOUND"],
  });
}
