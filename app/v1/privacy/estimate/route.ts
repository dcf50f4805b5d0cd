import { privacyEstimateQuery } from "@/server/contracts/privacy";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { getPrivacyEstimate } from "@/server/services/privacy/get-privacy-estimate";

export const GET = withApi({ permission: "read" }, async ({ db, principal, query }) =>
  ok(await getPrivacyEstimate(db, principal.accountId, query(privacyEstimateQuery))),
);

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
