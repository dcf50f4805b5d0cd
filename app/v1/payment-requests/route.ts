import { createPaymentRequestBody, listPaymentRequestsQuery } from "@/server/contracts/payment-requests";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created, ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createPaymentRequest } from "@/server/services/payment-requests/create-payment-request";
import { listPaymentRequestsOf } from "@/server/services/payment-requests/list-payment-requests";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await listPaymentRequestsOf(db, principal.accountId, query(listPaymentRequestsQuery))),
);

const fieldCodes = { asset: "INVALID_ASSET", amount: "INVALID_AMOUNT", recipient: "INVALID_RECIPIENT" } as const;

export const POST = withApi({ permission: "write" }, async ({ db, principal, body }) =>
  created(await createPaymentRequest(db, principal, body(createPaymentRequestBody, fieldCodes))),
);

export const { OPTIONS, PUT, PATCH, DELETE } = otherMethods("GET", "POST");
