import { payTransactionBody } from "@/server/contracts/payment-requests";
import { otherMethods } from "@/server/http/method-not-allowed";
import { payPreflight, withPayApi } from "@/server/http/pay-api";
import { ok } from "@/server/http/responses";
import { payFaucet, payFaucetExists } from "@/server/services/payment-requests/pay-faucet";

type Params = { paymentRequestId: string };

/** Test mode only: funds the payer's wallet with what paying this request takes. Off the embedded devnet, 404. */
export const POST = withPayApi<Params>(
  async ({ db, params, body }) =>
    ok(await payFaucet(db, params.paymentRequestId, body(payTransactionBody, { account: "INVALID_ADDRESS" }).account)),
  { exists: payFaucetExists },
);

export const OPTIONS = payPreflight("POST");

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
