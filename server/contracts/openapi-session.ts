import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { json, registerOperation } from "./openapi-paths";
import { challengeBody, challengeSchema, sessionSchema, signInBody } from "./sessions";
import { z } from "./zod";

const tag = "Dashboard session";

const signedInSchema = z.object({
  csrfToken: z.string().openapi({ description: "Send it as X-CSRF-Token on every changing request" }),
  permission: z.enum(["read", "write", "admin"]),
  expiresAt: z.string().openapi({ description: "The session's end (12 hours)" }),
});

const signInLinkSchema = z.object({
  url: z.string().openapi({ description: "/login#link=…: open it in a browser; one use" }),
  expiresAt: z.string().openapi({ description: "10 minutes from now" }),
});

/** The dashboard's sign-in (outside /v1): a browser's session cookie from a key, a link or a wallet's signature. */
export function registerSessionOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/api/session/challenge",
    operationId: "createSignInChallenge",
    tag,
    summary: "A Sign In With Solana message for a wallet",
    description:
      "The message for `address` to sign (its domain is this service's configured origin, PUBLIC_URL; valid 5 minutes, single use), and its fields as the Wallet Standard `solana:signIn` input, which rebuilds the same text. Same-origin JSON only; limited per address and client.",
    permission: "public",
    request: { body: json(challengeBody) },
    success: { status: 200, description: "The message to sign", schema: challengeSchema },
    errors: ["INVALID_REQUEST", "INVALID_ADDRESS", "FORBIDDEN", "UNSUPPORTED_MEDIA_TYPE"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/api/session",
    operationId: "signIn",
    tag,
    summary: "Sign in to the dashboard",
    description:
      "With `{apiKey}`, with `{link}` (the token of a sign-in link) or with a wallet's `{address, message, signature}` over a challenge (optionally `accountId` or `newAccount` after `409 ACCOUNT_CHOICE_REQUIRED` listed the choices in `details`). Answers an httpOnly session cookie (12 hours) and the CSRF token. Same-origin JSON only.",
    permission: "public",
    request: { body: json(signInBody) },
    success: { status: 200, description: "Signed in; the cookie is set", schema: signedInSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_SIGNATURE",
      "UNAUTHENTICATED",
      "FORBIDDEN",
      "NOT_A_MEMBER",
      "ACCOUNT_SUSPENDED",
      "ACCOUNT_CHOICE_REQUIRED",
      "UNSUPPORTED_MEDIA_TYPE",
    ],
  });

  registerOperation(registry, {
    method: "get",
    path: "/api/session",
    operationId: "getSession",
    tag,
    summary: "The current session",
    description: "Who the browser's session cookie signs in as, and its CSRF token (for a page reloaded).",
    permission: "public",
    success: { status: 200, description: "The session", schema: sessionSchema },
    errors: ["UNAUTHENTICATED", "ACCOUNT_SUSPENDED"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/api/session",
    operationId: "signOut",
    tag,
    summary: "Sign out",
    description: "Ends the session and clears its cookie; without one, answers the same.",
    permission: "public",
    success: { status: 200, description: "Signed out", schema: z.object({ signedOut: z.literal(true) }) },
    errors: [],
  });

  registerOperation(registry, {
    method: "post",
    path: "/api/session/links",
    operationId: "createSignInLink",
    tag,
    summary: "A one-time dashboard sign-in link for this key",
    description:
      "Open the dashboard from a script or terminal without pasting the key into a browser: the token travels in the URL's fragment, valid 10 minutes, one use.",
    permission: "read",
    success: { status: 201, description: "The link", schema: signInLinkSchema },
    errors: [],
  });
}
