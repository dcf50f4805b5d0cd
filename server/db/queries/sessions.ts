import { eq } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { sessions } from "../schema";

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSessionByHash(db: DbOrTx, hash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.hash, hash)).limit(1);
  return row;
}

export async function deleteSessionByHash(db: DbOrTx, hash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.hash, hash));
}
