import { parseArgs } from "node:util";
import type { Permission, Tier } from "../server/auth/api-key-format";
import type { AuditContext } from "../server/auth/audit-context";
import { closeDb, type Db, getDb } from "../server/db/client";
import { firstAccount } from "../server/db/queries/api-keys";
import { createAccount } from "../server/services/accounts/create-account";
import { listAccounts } from "../server/services/accounts/list-accounts";
import { updateAccount } from "../server/services/accounts/update-account";
import { createApiKey } from "../server/services/api-keys/create-api-key";
import { isStartupRefusal } from "../server/startup-refusal";

const usage = `Usage: npm run keys -- create [--permission read|write|admin] [--name NAME] [--account ACCOUNT_ID]
       npm run keys -- tier free|pro|enterprise [--account ACCOUNT_ID]
       npm run keys -- accounts
       npm run keys -- account-create --name NAME [--tier free|pro|enterprise]
       npm run keys -- suspend ACCOUNT_ID
       npm run keys -- resume ACCOUNT_ID

create:         makes an API key (for the operator account unless --account) and prints it once.
tier:           sets an account's rate-limit tier (the operator account's unless --account).
accounts:       lists every account: id, tier, status, name.
account-create: makes a customer account and prints its first admin key once.
suspend/resume: refuses (or lets back in) every key and session of a customer account; its payments in flight
                still complete.
The same as the API's /v1/accounts (operator admin keys), and written to the audit log as "npm run keys".
With the embedded database (no DATABASE_URL), stop the running service first: an embedded database is opened by
one process at a time. With DATABASE_URL the service may run: a running instance sees a suspension or a tier
change within a few seconds (its key cache).`;

const tiers = ["free", "pro", "enterprise"];

function valid(command: string | undefined, argument: string | undefined, values: Record<string, unknown>): boolean {
  switch (command) {
    case "create":
      return ["read", "write", "admin"].includes(values.permission as string);
    case "tier":
      return tiers.includes(argument ?? "");
    case "accounts":
      return true;
    case "account-create":
      return typeof values.name === "string" && tiers.includes((values.tier as string) ?? "free");
    case "suspend":
    case "resume":
      return Boolean(argument);
    default:
      return false;
  }
}

async function run(db: Db, by: AuditContext, command: string, argument: string | undefined, values: Options) {
  const accountId = values.account ?? by.accountId;
  if (command === "accounts") {
    let startingAfter: string | undefined;
    do {
      const page = await listAccounts(db, { limit: 100, startingAfter });
      for (const a of page.accounts) {
        console.log(
          `${a.accountId}  ${a.tier.padEnd(10)} ${a.status.padEnd(9)} ${a.operator ? "(operator) " : ""}${a.name}`,
        );
      }
      startingAfter = page.hasMore ? page.accounts.at(-1)?.accountId : undefined;
    } while (startingAfter);
  } else if (command === "account-create") {
    const made = await createAccount(db, by, { name: values.name!, tier: (values.tier ?? "free") as Tier });
    console.log(
      `${made.account.accountId} (${made.account.tier} tier)\nFirst admin key: ${made.adminKey}\n(shown once)`,
    );
  } else if (command === "suspend" || command === "resume") {
    const status = command === "suspend" ? "suspended" : "active";
    const { account } = await updateAccount(db, by, argument!, { status });
    console.log(`${account.accountId} (${account.name}) is now ${account.status}.`);
  } else if (command === "tier") {
    const { account } = await updateAccount(db, by, accountId, { tier: argument as Tier });
    console.log(`${account.accountId} (${account.name}) is now on the ${account.tier} tier.`);
  } else {
    const permission = values.permission as Permission;
    const { row, key } = await createApiKey(db, { accountId, name: values.name ?? "CLI key", permission }, by);
    console.log(`${key}\n(${row.id}, ${permission}, ${row.tier} tier; shown once)`);
  }
}

type Options = { permission?: string; name?: string; account?: string; tier?: string };

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      permission: { type: "string", default: "admin" },
      name: { type: "string" },
      account: { type: "string" },
      tier: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, argument] = positionals;
  if (values.help || !valid(command, argument, values)) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  const db = await getDb();
  const operator = await firstAccount(db);
  if (!operator) {
    console.error("No account yet: start the service once (npm start) to create the operator account.");
    process.exit(1);
  }
  // The CLI has no key of its own: the audit log names it, on the operator's behalf.
  const by: AuditContext = { accountId: operator.id, actor: { type: "api_key", id: "cli", name: "npm run keys" } };
  await run(db, by, command!, argument, values);
  await closeDb();
}

main().catch((error) => {
  console.error(
    isStartupRefusal(error) ? `Cannot run: ${error.message}` : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
