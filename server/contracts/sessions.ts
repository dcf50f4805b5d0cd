import { z } from "./zod";

/**
 * POST /api/session: the dashboard's sign-in (outside /v1: the dashboard's, not the API's), with an API key or
 * with a one-time sign-in link's token.
 */
export const signInBody = z.union([
  z.object({ apiKey: z.string().min(1).max(200) }).strict(),
  z.object({ link: z.string().min(1).max(200) }).strict(),
]);

/** GET /api/session: who the dashboard is signed in as, and the CSRF token for changing requests. */
export const sessionSchema = z.object({
  csrfToken: z.string(),
  permission: z.enum(["read", "write", "admin"]),
  tier: z.enum(["free", "pro", "enterprise"]),
  keyName: z.string(),
  /** The key this session signed in with: the API keys page marks it, and warns before revoking it. */
  keyId: z.string(),
  /** Signed in to the operator account: the dashboard shows its operator pages (accounts). */
  isOperator: z.boolean(),
});

export type SessionView = z.infer<typeof sessionSchema>;
