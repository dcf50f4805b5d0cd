import { parseArgs } from "node:util";
import type { Permission, Tier } from "../server/auth/api-key-format";
import { closeDb, getDb } from "../server/db/client";
import { firstAccount, setAccountTier } from "../server/db/queries/api-keys";
import { createApiKey } from "../server/services/api-keys/create-api-key";
import { isStartupRefusal } from "../server/startup-refusal";

const usage = `Usage: npm run keys -- create [--permission read|write|admin] [--name NAME]
       npm run keys -- tier free|pro|enterprise

create: makes an API key for the default account and prints it once.
tier:   sets the default account's rate-limit tier (every key of the account shares its limits).
With the embedded database (no DATABASE_URL), stop the running service first: an embedded database is opened by
one process at a time.`;

const tiers = ["free", "pro", "enterprise"];

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      permission: { type: "string", default: "admin" },
      name: { type: "string", default: "CLI key" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, argument] = positionals;
  const permission = values.permission as Permission;
  const valid =
    (command === "create" && ["read", "write", "admin"].includes(permission)) ||
    (command === "tier" && tiers.includes(argument ?? ""));
  if (values.help || !valid) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const db = await getDb();
  const account = await firstAccount(db);
  if (!account) {
    console.error("No account yet: start the service once (npm start) to create the default account.");
    process.exit(1);
  }
  if (command === "tier") {
    await setAccountTier(db, account.id, argument as Tier);
    console.log(`The default account (${account.id}) is now on the ${argument} tier.`);
  } else {
    const { row, key } = await createApiKey(db, { accountId: account.id, name: values.name, permission });
    console.log(`${key}\n(${row.id}, ${permission}, ${row.tier} tier; shown once)`);
  }
  await closeDb();
}

main().catch((error) => {
  console.error(
    isStartupRefusal(error) ? `Cannot create a key: ${error.message}` : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
