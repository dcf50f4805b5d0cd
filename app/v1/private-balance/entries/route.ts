import { listBalanceEntriesQuery } from "@/server/contracts/private-balance";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { listBalanceEntriesOf } from "@/server/services/private-balance/list-balance-entries";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await listBalanceEntriesOf(db, principal.accountId, query(listBalanceEntriesQuery))),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
