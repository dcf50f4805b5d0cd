import { otherMethods } from "@/server/http/method-not-allowed";
import { publicBaseUrl } from "@/server/http/public-base-url";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { cancelPaymentRequest } from "@/server/services/payment-requests/cancel-payment-request";
import { getPaymentRequest } from "@/server/services/payment-requests/get-payment-request";

type Params = { paymentRequestId: string };

export const GET = withApi<Params>({ permission: "read" }, async ({ db, principal, params, request }) =>
  ok(
    await getPaymentRequest(
      db,
      principal.accountId,
      params.paymentRequestId,
      publicBaseUrl(request.headers, request.url),
    ),
  ),
);

export const DELETE = withApi<Params>({ permission: "write" }, async ({ db, principal, params, request }) =>
  ok(
    await cancelPaymentRequest(
      db,
      principal.accountId,
      params.paymentRequestId,
      publicBaseUrl(request.headers, request.url),
    ),
  ),
);

export const { OPTIONS, POST, PUT, PATCH } = otherMethods("GET", "DELETE");
