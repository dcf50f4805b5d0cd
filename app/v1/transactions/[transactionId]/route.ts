import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { cancelTransaction } from "@/server/services/transactions/cancel-transaction";
import { getTransaction } from "@/server/services/transactions/get-transaction";

type Params = { transactionId: string };

export const GET = withApi<Params>({ permission: "read" }, async ({ db, principal, params }) =>
  ok(await getTransaction(db, principal.accountId, params.transactionId)),
);

export const DELETE = withApi<Params>({ permission: "write", cancellation: true }, async ({ db, principal, params }) =>
  ok(await cancelTransaction(db, principal, params.transactionId)),
);

export const { OPTIONS, POST, PUT, PATCH } = otherMethods("GET", "DELETE");
