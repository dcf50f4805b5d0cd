import { faucetBody } from "@/server/contracts/balances";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { fundFromFaucet } from "@/server/services/wallets/fund-from-faucet";

const fieldCodes = { address: "INVALID_ADDRESS", asset: "INVALID_ASSET", amount: "INVALID_AMOUNT" } as const;

export const POST = withApi({ permission: "write" }, async ({ body }) =>
  ok(await fundFromFaucet(body(faucetBody, fieldCodes))),
);

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
