import { parseArgs } from "node:util";
import type { Permission, Tier } from "../server/auth/api-key-format";
import { closeDb, getDb } from "../server/db/client";
import { firstAccount } from "../server/db/queries/api-keys";
import { createApiKey } from "../server/services/api-keys/create-api-key";
import { isStartupRefusal } from "../server/startup-refusal";

const usage = `Usage: npm run keys -- create [--permission read|write|admin] [--tier free|pro|enterprise] [--name NAME]

Creates an API key for the default account and prints it once. With the embedded database (no DATABASE_URL),
stop the running service first: an embedded database is opened by one process at a time.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      permission: { type: "string", default: "admin" },
      tier: { type: "string", default: "enterprise" },
      name: { type: "string", default: "CLI key" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals[0] !== "create") {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const permission = values.permission as Permission;
  const tier = values.tier as Tier;
  if (!["read", "write", "admin"].includes(permission) || !["free", "pro", "enterprise"].includes(tier)) {
    console.error(usage);
    process.exit(2);
  }
  const db = await getDb();
  const account = await firstAccount(db);
  if (!account) {
    console.error("No account yet: start the service once (npm start) to create the default account.");
    process.exit(1);
  }
  const { row, key } = await createApiKey(db, { accountId: account.id, name: values.name, permission, tier });
  console.log(`${key}\n(${row.id}, ${permission}, ${tier}; shown once)`);
  await closeDb();
}

main().catch((error) => {
  console.error(
    isStartupRefusal(error) ? `Cannot create a key: ${error.message}` : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
