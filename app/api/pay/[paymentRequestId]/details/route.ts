import { otherMethods } from "@/server/http/method-not-allowed";
import { payPreflight, withPayApi } from "@/server/http/pay-api";
import { publicBaseUrl } from "@/server/http/public-base-url";
import { ok } from "@/server/http/responses";
import { payDetails } from "@/server/services/payment-requests/pay-details";

type Params = { paymentRequestId: string };

export const GET = withPayApi<Params>(async ({ db, params, request }) =>
  ok(await payDetails(db, params.paymentRequestId, publicBaseUrl(request.headers, request.url))),
);

export const OPTIONS = payPreflight("GET", "HEAD");

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
