import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SOLANA_RPC_URL: z.string().url().optional(),
  /** The RPC URL browsers' wallets use; SOLANA_RPC_URL often carries a provider key and is never sent to them. */
  PUBLIC_SOLANA_RPC_URL: z.string().url().optional(),
  DEVNET_PORT: z.coerce.number().int().positive().default(8899),
  /** Set by `npm start` when it runs the embedded devnet (faucet and burner wallet are offered only then). */
  EMBEDDED_DEVNET: flag,
  /** The service treasury's key: base58 or a JSON byte array. Embedded default: generated into DATA_DIR. */
  TREASURY_SECRET_KEY: z.string().optional(),
  APP_SECRET: z.string().min(32).optional(),
  BOOTSTRAP_API_KEY: z.string().optional(),
  API_KEY_ENV: z.enum(["live", "test"]).default("test"),
  /** The rate-limit tier of the operator's own (default) account; unset: enterprise when it is first created. */
  DEFAULT_ACCOUNT_TIER: z.enum(["free", "pro", "enterprise"]).optional(),
  PRICE_SOL_USD: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default("150"),
  PRICE_USDC_USD: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default("1"),
  PRICE_USDT_USD: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default("1"),
  POOL_DEPTH_SOL: z.coerce.number().int().positive().default(50_000),
  ROUTING_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(25),
  MAX_PRICE_IMPACT_PCT: z.coerce.number().positive().max(100).default(30),
  WEBHOOK_ALLOW_PRIVATE: flag,
  /** Delays before each delivery attempt (docs/architecture.md §7); tests shorten them. */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d+(ms|s|m|h|d)(,\d+(ms|s|m|h|d))*$/)
    .default("0s,5s,5m,30m,2h,5h,10h,10h"),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  PRIVATE_DELAY_MIN_S: z.coerce.number().int().min(0).default(30),
  PRIVATE_DELAY_MAX_S: z.coerce.number().int().min(0).default(120),
  /** The smallest routing fee of a private transaction, in US dollars (converted at the reference prices). */
  ROUTING_FEE_MIN_USD: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .default("0.05"),
  /** How long a private transaction waits for its deposit. */
  PRIVATE_DEPOSIT_WINDOW_MIN: z.coerce.number().int().min(1).max(1440).default(30),
  /** Routing-pool wallets: deposits are swept into one and payouts leave from another. */
  ROUTING_POOL_WALLETS: z.coerce.number().int().min(2).max(64).default(4),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  INNGEST_BASE_URL: z.string().url().optional(),
  /** Crash tests only: the failpoint (server/failpoint.ts) at which the process kills itself. */
  FAILPOINT: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** What is wrong with these variables, one line each (empty when they parse). */
export function envProblems(vars: Record<string, string | undefined>): string[] {
  const parsed = envSchema.safeParse(vars);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => `${i.path.join(".")} is not valid: ${i.message}`);
}

/** Every environment variable the service reads, parsed once. Tests call resetEnv() after changing process.env. */
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) throw new Error(`Invalid environment: ${envProblems(process.env).join("; ")}`);
    cached = parsed.data;
  }
  return cached;
}

export function resetEnv(): void {
  cached = undefined;
}
