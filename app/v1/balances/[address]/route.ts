import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { getBalances } from "@/server/services/wallets/get-balances";

export const GET = withApi<{ address: string }>({ permission: "read" }, async ({ params }) =>
  ok(await getBalances(params.address)),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
