import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listTransactionDeliveries } from "@/server/services/transactions/list-transaction-deliveries";

type Params = { transactionId: string };

export const GET = withApi<Params>({ permission: "read" }, async ({ db, principal, params }) =>
  ok(await listTransactionDeliveries(db, principal.accountId, params.transactionId)),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
