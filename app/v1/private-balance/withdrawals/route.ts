import { createWithdrawalBody } from "@/server/contracts/private-balance";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createWithdrawal } from "@/server/services/private-balance/create-withdrawal";

const fieldCodes = { asset: "INVALID_ASSET", amount: "INVALID_AMOUNT", address: "INVALID_RECIPIENT" } as const;

export const POST = withApi({ permission: "write" }, async ({ db, principal, body }) =>
  created(await createWithdrawal(db, principal, body(createWithdrawalBody, fieldCodes))),
);

export const { OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods("POST");
