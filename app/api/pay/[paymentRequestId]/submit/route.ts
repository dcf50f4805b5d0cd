import { paySubmitBody } from "@/server/contracts/payment-requests";
import { otherMethods } from "@/server/http/method-not-allowed";
import { payPreflight, withPayApi } from "@/server/http/pay-api";
import { accepted } from "@/server/http/responses";
import { submitPayment } from "@/server/services/payment-requests/submit-payment";

type Params = { paymentRequestId: string };

const fieldCodes = { signedTransaction: "INVALID_SIGNATURE" } as const;

export const POST = withPayApi<Params>(async ({ db, params, body }) =>
  accepted(await submitPayment(db, params.paymentRequestId, body(paySubmitBody, fieldCodes).signedTransaction)),
);

export const OPTIONS = payPreflight("POST");

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
