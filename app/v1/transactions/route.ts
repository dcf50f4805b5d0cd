import { createTransactionBody, listTransactionsQuery } from "@/server/contracts/transactions";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createTransaction } from "@/server/services/transactions/create-transaction";
import { listTransactions } from "@/server/services/transactions/list-transactions";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await listTransactions(db, principal.accountId, query(listTransactionsQuery))),
);

const fieldCodes = {
  sender: "INVALID_ADDRESS",
  recipients: "INVALID_RECIPIENT",
  signedTransaction: "INVALID_SIGNATURE",
} as const;

export const POST = withApi({ permission: "write" }, async ({ db, principal, body }) =>
  created(await createTransaction(db, principal, body(createTransactionBody, fieldCodes))),
);

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
