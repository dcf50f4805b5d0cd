import { payDepositBody } from "@/server/contracts/payment-requests";
import { auditFacts } from "@/server/http/audit-facts";
import { otherMethods } from "@/server/http/method-not-allowed";
import { payPreflight, withPayApi } from "@/server/http/pay-api";
import { ok } from "@/server/http/responses";
import { requestDeposit } from "@/server/services/payment-requests/request-deposit";

type Params = { paymentRequestId: string };

export const POST = withPayApi<Params>(async (ctx) =>
  ok(
    await requestDeposit(
      ctx.db,
      ctx.params.paymentRequestId,
      ctx.body(payDepositBody, { account: "INVALID_ADDRESS" }).account,
      auditFacts(ctx),
    ),
  ),
);

export const OPTIONS = payPreflight("POST");

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
