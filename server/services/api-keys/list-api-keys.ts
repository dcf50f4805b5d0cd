import type { DbOrTx } from "../../db/client";
import { listApiKeys as selectApiKeys } from "../../db/queries/api-keys";
import { apiKeyView } from "./api-key-view";

export async function listApiKeys(db: DbOrTx, accountId: string) {
  const rows = await selectApiKeys(db, accountId);
  return { apiKeys: rows.map(apiKeyView) };
}
