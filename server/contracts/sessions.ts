import { memberRoles } from "../auth/roles";
import { z } from "./zod";

/**
 * POST /api/session: the dashboard's sign-in (outside /v1: the dashboard's, not the API's), with an API key, with
 * a one-time sign-in link's token, or with a wallet's signature over a challenge the service issued.
 */
export const signInBody = z.union([
  z.object({ apiKey: z.string().min(1).max(200) }).strict(),
  z.object({ link: z.string().min(1).max(200) }).strict(),
  z
    .object({
      address: z.string().min(32).max(44),
      message: z.string().min(1).max(2_000),
      /** The ed25519 signature over the message's UTF-8 bytes, base58 or base64. */
      signature: z.string().min(64).max(200),
      /** The account to sign in to, or whose invitation to accept, after a 409 ACCOUNT_CHOICE_REQUIRED listed it. */
      accountId: z.string().min(1).max(64).optional(),
      /** A new account of its own instead (offered by that 409 when SIGNUP=open and the wallet is no member yet). */
      newAccount: z.literal(true).optional(),
    })
    .strict()
    .refine((body) => !(body.accountId && body.newAccount), {
      message: "choose an accountId or newAccount, not both",
      path: ["newAccount"],
    }),
]);

/** POST /api/session/challenge: a Sign In With Solana message for this wallet to sign. */
export const challengeBody = z.object({ address: z.string().min(32).max(44) }).strict();

const signInInput = z.object({
  domain: z.string(),
  address: z.string(),
  statement: z.string(),
  uri: z.string(),
  version: z.literal("1"),
  chainId: z.string(),
  nonce: z.string(),
  issuedAt: z.string(),
  expirationTime: z.string(),
});

/** The message, and its fields as the Wallet Standard `solana:signIn` input (which rebuilds the same text). */
export const challengeSchema = z.object({ message: z.string(), input: signInInput, expiresAt: z.string() });

export const actorSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("api_key"), id: z.string(), name: z.string() }),
  z.object({ type: z.literal("member"), id: z.string(), address: z.string() }),
]);

/** GET /api/session: who the dashboard is signed in as, and the CSRF token for changing requests. */
export const sessionSchema = z.object({
  csrfToken: z.string(),
  permission: z.enum(["read", "write", "admin"]),
  tier: z.enum(["free", "pro", "enterprise"]),
  /** Who acts: the API key the session was opened with, or the member who signed in with a wallet. */
  actor: actorSchema,
  /** The member's role; null for a key session. */
  role: z.enum(memberRoles).nullable(),
  /** The key's name; null for a member session. */
  keyName: z.string().nullable(),
  /** The key this session signed in with (null for a member): the API keys page marks it. */
  keyId: z.string().nullable(),
  /** Signed in to the operator account: the dashboard shows its operator pages (accounts). */
  isOperator: z.boolean(),
});

/**
 * The details of 409 ACCOUNT_CHOICE_REQUIRED from POST /api/session: the accounts a wallet may sign in to (its
 * memberships, then its invitations), whether a new account of its own is offered, and whether the list was cut.
 */
export const accountChoiceSchema = z.object({
  address: z.string(),
  accounts: z.array(
    z.object({
      accountId: z.string(),
      name: z.string(),
      role: z.enum(memberRoles),
      status: z.enum(["active", "invited"]),
      expiresAt: z.string().nullable(),
    }),
  ),
  newAccount: z.boolean(),
  more: z.boolean(),
});

export type SessionView = z.infer<typeof sessionSchema>;
export type AccountChoiceView = z.infer<typeof accountChoiceSchema>;
export type ChallengeView = z.infer<typeof challengeSchema>;
