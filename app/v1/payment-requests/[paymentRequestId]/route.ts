import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { cancelPaymentRequest } from "@/server/services/payment-requests/cancel-payment-request";
import { getPaymentRequest } from "@/server/services/payment-requests/get-payment-request";

type Params = { paymentRequestId: string };

export const GET = withApi<Params>({ permission: "read" }, async ({ db, principal, params }) =>
  ok(await getPaymentRequest(db, principal.accountId, params.paymentRequestId)),
);

export const DELETE = withApi<Params>({ permission: "write" }, async ({ db, principal, params }) =>
  ok(await cancelPaymentRequest(db, principal, params.paymentRequestId)),
);

export const { OPTIONS, POST, PUT, PATCH } = otherMethods("GET", "DELETE");
