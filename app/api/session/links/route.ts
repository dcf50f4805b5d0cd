import { otherMethods } from "@/server/http/method-not-allowed";
import { created } from "@/server/http/responses";
import { withApi } from "@/server/http/with-api";
import { createSignInLink } from "@/server/services/sessions/create-sign-in-link";

/**
 * A one-time dashboard sign-in link for the calling key (valid 10 minutes, single use): open the dashboard from a
 * script or a terminal without pasting the key into a browser.
 */
export const POST = withApi({ permission: "read" }, async ({ db, principal }) => {
  const link = await createSignInLink(db, principal);
  return created({ url: link.url, expiresAt: link.expiresAt.toISOString() });
});

export const { OPTIONS, GET, HEAD, PUT, PATCH, DELETE } = otherMethods("POST");
