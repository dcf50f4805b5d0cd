import { prepareTransactionBody } from "@/server/contracts/transactions";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { prepareTransaction } from "@/server/services/transactions/wallet/prepare-transaction";

const fieldCodes = { sender: "INVALID_ADDRESS", recipients: "INVALID_RECIPIENT" } as const;

export const POST = withApi({ permission: "write" }, async ({ db, principal, body }) =>
  ok(await prepareTransaction(db, principal, body(prepareTransactionBody, fieldCodes))),
);

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
