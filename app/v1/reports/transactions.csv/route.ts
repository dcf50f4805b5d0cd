import { exportTransactionsQuery } from "@/server/contracts/reports";
import { otherMethods } from "@/server/http/method-not-allowed";
import { csvResponse } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { exportTransactionsCsv } from "@/server/services/reports/export-transactions";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  csvResponse(exportTransactionsCsv(db, principal.accountId, query(exportTransactionsQuery)), "transactions.csv"),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
