import { validatePayrollBody } from "@/server/contracts/payrolls";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { validatePayroll } from "@/server/services/payrolls/validate-payroll";

export const POST = withApi({ permission: "read" }, async ({ db, principal, body }) =>
  ok(await validatePayroll(db, principal.accountId, body(validatePayrollBody))),
);

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
