import { payTransactionBody } from "@/server/contracts/payment-requests";
import { otherMethods } from "@/server/http/method-not-allowed";
import { payPreflight, withPayApi } from "@/server/http/pay-api";
import { ok } from "@/server/http/responses";
import { payLabel } from "@/server/services/payment-requests/pay-label";
import { preparePayment } from "@/server/services/payment-requests/prepare-payment";

type Params = { paymentRequestId: string };

/** Solana Pay transaction request: GET the label and icon, POST the payer's account for the transaction. */
export const GET = withPayApi<Params>(async ({ db, params }) => ok(await payLabel(db, params.paymentRequestId)));

export const POST = withPayApi<Params>(async ({ db, params, body }) =>
  ok(
    await preparePayment(db, params.paymentRequestId, body(payTransactionBody, { account: "INVALID_ADDRESS" }).account),
  ),
);

export const OPTIONS = payPreflight("GET", "HEAD", "POST");

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
