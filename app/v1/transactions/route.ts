import { listTransactionsQuery } from "@/server/contracts/transactions";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listTransactions } from "@/server/services/transactions/list-transactions";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await listTransactions(db, principal.accountId, query(listTransactionsQuery))),
);
