import { createTopUpBody } from "@/server/contracts/private-balance";
import { otherMethods } from "@/server/http/method-not-allowed";
import { created } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createTopUp } from "@/server/services/private-balance/create-top-up";

const fieldCodes = { asset: "INVALID_ASSET", amount: "INVALID_AMOUNT" } as const;

export const POST = withApi({ permission: "write" }, async ({ db, principal, body }) =>
  created(await createTopUp(db, principal, body(createTopUpBody, fieldCodes))),
);

export const { OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods("POST");
