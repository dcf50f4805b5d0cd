import { isWellFormedApiKey } from "./auth/api-key-format";
import { envProblems } from "./env";
import { keypairFromText } from "./ledger/keypair-file";

type Vars = Record<string, string | undefined>;

const set = (vars: Vars, name: string) => (vars[name] ?? "").trim() !== "";

function treasuryKeyProblem(text: string): string | undefined {
  try {
    keypairFromText(text);
    return undefined;
  } catch {
    return "TREASURY_SECRET_KEY is not a secret key: give the 64-byte key as base58 or as a JSON byte array (the Solana CLI's keypair file)";
  }
}

/**
 * Which Inngest settings go together: none (the in-process executor), INNGEST_BASE_URL (self-hosted or the dev
 * server; keys optional), or INNGEST_EVENT_KEY with INNGEST_SIGNING_KEY (Inngest Cloud).
 */
function inngestProblem(vars: Vars): string | undefined {
  const eventKey = set(vars, "INNGEST_EVENT_KEY");
  const signingKey = set(vars, "INNGEST_SIGNING_KEY");
  if (set(vars, "INNGEST_BASE_URL") || eventKey === signingKey) return undefined;
  const missing = eventKey ? "INNGEST_SIGNING_KEY" : "INNGEST_EVENT_KEY";
  return `Inngest is half configured: set ${missing} too (Inngest Cloud needs both keys), or INNGEST_BASE_URL for a self-hosted Inngest, or none of them for the in-process executor`;
}

/**
 * Everything wrong with the configuration, one line each saying what to fix; empty when the service can start.
 * `npm start` and the server itself refuse to start on any of these, rather than answer 500s later.
 */
export function configProblems(vars: Vars = process.env): string[] {
  const problems = envProblems(vars);
  if (set(vars, "BOOTSTRAP_API_KEY") && !isWellFormedApiKey(String(vars.BOOTSTRAP_API_KEY).trim())) {
    problems.push(
      "BOOTSTRAP_API_KEY is not an API key: it must look like psk_live_<32 letters or digits> or psk_test_<32 letters or digits>",
    );
  }
  if (set(vars, "TREASURY_SECRET_KEY")) {
    const problem = treasuryKeyProblem(String(vars.TREASURY_SECRET_KEY));
    if (problem) problems.push(problem);
  }
  // A shared database or a real cluster means several instances, or state that outlives this machine: secrets
  // generated into DATA_DIR would differ per instance (sealed secrets unreadable, a different treasury each).
  if (set(vars, "DATABASE_URL") && !set(vars, "APP_SECRET")) {
    problems.push(
      "APP_SECRET is required with DATABASE_URL: every instance must seal and open secrets with the same key (at least 32 characters)",
    );
  }
  const realCluster = set(vars, "SOLANA_RPC_URL") && !["1", "true"].includes(String(vars.EMBEDDED_DEVNET));
  if (realCluster && !set(vars, "TREASURY_SECRET_KEY")) {
    problems.push(
      "TREASURY_SECRET_KEY is required with SOLANA_RPC_URL: the treasury must be the same funded wallet for every instance",
    );
  }
  const inngest = inngestProblem(vars);
  if (inngest) problems.push(inngest);
  return problems;
}

/** Stops the process with one line per problem, before it says it is ready. */
export function exitOnConfigProblems(vars: Vars = process.env): void {
  const problems = configProblems(vars);
  if (problems.length === 0) return;
  for (const problem of problems) process.stderr.write(`Configuration error: ${problem}\n`);
  process.exit(1);
}
