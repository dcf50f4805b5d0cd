import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { apiKeys, signInLinks } from "../schema";

export async function insertSignInLink(db: DbOrTx, row: typeof signInLinks.$inferInsert): Promise<void> {
  await db.insert(signInLinks).values(row);
}

/** Uses a link up: of any number of concurrent uses exactly one gets the key id, the others nothing. */
export async function consumeSignInLink(db: DbOrTx, hash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.hash, hash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)))
    .returning({ apiKeyId: signInLinks.apiKeyId });
  return row?.apiKeyId;
}

/** The oldest admin key of an account that is neither revoked nor rotated away. */
export async function firstActiveAdminKeyId(db: DbOrTx, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.accountId, accountId),
        eq(apiKeys.permission, "admin"),
        isNull(apiKeys.revokedAt),
        isNull(apiKeys.expiresAt),
      ),
    )
    .orderBy(asc(apiKeys.createdAt))
    .limit(1);
  return row?.id;
}
