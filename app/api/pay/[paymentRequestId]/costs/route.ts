import { otherMethods } from "@/server/http/method-not-allowed";
import { payPreflight, withPayApi } from "@/server/http/pay-api";
import { ok } from "@/server/http/responses";
import { payCosts } from "@/server/services/payment-requests/pay-costs";

type Params = { paymentRequestId: string };

export const GET = withPayApi<Params>(async ({ db, params }) => ok(await payCosts(db, params.paymentRequestId)));

export const OPTIONS = payPreflight("GET", "HEAD");

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
