import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { registerOperation } from "./openapi-paths";
import { exportTransactionsQuery, transactionsCsvSchema } from "./reports";

/** Exports for the books. */
export function registerReportOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/v1/reports/transactions.csv",
    operationId: "exportTransactionsCsv",
    tag: "Reports",
    summary: "Export transactions as CSV",
    description:
      "Every recipient of the account's transactions created in [from, to) (to defaults to the request's time, so payments made during the download stay out of it), oldest first, streamed as it is read: any window, however many rows, without paging on the client's side. Amounts are exact decimal strings in the asset's whole units.",
    permission: "read",
    request: { query: exportTransactionsQuery },
    success: {
      status: 200,
      description: "The CSV file (Content-Disposition: attachment)",
      schema: transactionsCsvSchema,
      contentType: "text/csv",
    },
    errors: ["INVALID_REQUEST"],
  });
}
