import type { Principal } from "../../server/auth/principal";
import type { Db } from "../../server/db/client";
import { insertAccount } from "../../server/db/queries/api-keys";
import { createApiKey } from "../../server/services/api-keys/create-api-key";

let made = 0;

/**
 * An account of its own for each sender of the balance world, with an admin key: a balance is an account's, and the
 * privacy receipt counts the other accounts whose top-ups could pay a payment.
 */
export async function senderAccount(db: Db): Promise<Principal> {
  const accountId = `acc_sender_${++made}`;
  await insertAccount(db, accountId, `sender ${made}`, "enterprise");
  const { row: key } = await createApiKey(db, { accountId, name: "bench", permission: "admin" });
  return {
    accountId,
    keyId: key.id,
    memberId: null,
    permission: "admin",
    tier: "enterprise",
    accountStatus: "active",
    isOperator: false,
    actor: { type: "api_key", id: key.id, name: key.name },
  };
}
