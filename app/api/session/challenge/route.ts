import { challengeBody } from "@/server/contracts/sessions";
import { requireChallengeAllowance } from "@/server/http/challenge-limits";
import { otherMethods } from "@/server/http/method-not-allowed";
import { ok } from "@/server/http/responses";
import { withPublicApi } from "@/server/http/with-api";
import { issueChallenge } from "@/server/services/sessions/issue-challenge";

/** A Sign In With Solana message for a wallet to sign (five minutes, single use), limited per address and client. */
export const POST = withPublicApi({ sameOriginJson: true }, async ({ db, request, body }) => {
  const { address } = body(challengeBody, { address: "INVALID_ADDRESS" });
  await requireChallengeAllowance(request, address);
  return ok(await issueChallenge(db, address, request.headers.get("host")));
});

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
