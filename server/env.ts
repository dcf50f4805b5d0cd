import { z } from "zod";

/** Each rule carries the sentence `npm start` prints when a variable breaks it: "<NAME> must ...". */
function wholeNumber(message: string, min: number, max?: number) {
  const atLeast = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? atLeast : atLeast.max(max, { error: message });
}

const port = wholeNumber("must be a port number (1-65535)", 1, 65_535);
const url = z.string().url({ error: "must be a URL such as https://host:port/path" });
const publicUrlRule = "must be the app's public origin such as https://pay.example.com (http or https, no path)";
const publicUrl = z
  .string()
  .refine(
    (text) => {
      try {
        const u = new URL(text);
        const bare = !u.username && !u.password && !u.search && !u.hash && u.pathname === "/";
        return (u.protocol === "https:" || u.protocol === "http:") && bare;
      } catch {
        return false;
      }
    },
    { error: publicUrlRule },
  )
  .transform((text) => new URL(text).origin);
const decimal = z.string().regex(/^\d+(\.\d+)?$/, { error: "must be a decimal number such as 150 or 0.99" });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });
const flagValues = oneOf(["0", "1", "true", "false"]);
const flag = flagValues.optional().transform((v) => v === "1" || v === "true");

const variables = z.object({
  NODE_ENV: oneOf(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  /** Where clients reach the app behind a proxy: the base of the API reference's URLs; unset, the request's origin. */
  PUBLIC_URL: publicUrl.optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: url.optional(),
  REDIS_URL: url.optional(),
  SOLANA_RPC_URL: url.optional(),
  /** The RPC URL browsers' wallets use; SOLANA_RPC_URL often carries a provider key and is never sent to them. */
  PUBLIC_SOLANA_RPC_URL: url.optional(),
  DEVNET_PORT: port.default(8899),
  /** Set by `npm start` when it runs the embedded devnet (faucet and burner wallet are offered only then). */
  EMBEDDED_DEVNET: flag,
  /** The service treasury's key: base58 or a JSON byte array. Embedded default: generated into DATA_DIR. */
  TREASURY_SECRET_KEY: z.string().optional(),
  APP_SECRET: z
    .string()
    .min(32, { error: "must be at least 32 characters (for example the output of: openssl rand -base64 32)" })
    .optional(),
  BOOTSTRAP_API_KEY: z.string().optional(),
  API_KEY_ENV: oneOf(["live", "test"]).default("test"),
  /** The rate-limit tier of the operator's own (default) account; unset: enterprise when it is first created. */
  DEFAULT_ACCOUNT_TIER: oneOf(["free", "pro", "enterprise"]).optional(),
  /**
   * open: a wallet that signs in and is no account's member gets a free-tier account of its own, as its admin;
   * closed: such a sign-in is refused (NOT_A_MEMBER) and an account's admin adds members.
   */
  SIGNUP: oneOf(["open", "closed"]).default("closed"),
  /** Proxies in front of the app whose X-Forwarded-For entries are believed (0: clients connect directly). */
  TRUST_PROXY: wholeNumber(
    "must be the number of proxies in front of the app (0 when clients connect directly)",
    0,
  ).default(0),
  PRICE_SOL_USD: decimal.default("150"),
  PRICE_USDC_USD: decimal.default("1"),
  PRICE_USDT_USD: decimal.default("1"),
  POOL_DEPTH_SOL: wholeNumber("must be a whole number of SOL above 0", 1).default(50_000),
  ROUTING_FEE_BPS: wholeNumber("must be a whole number of basis points from 0 to 1000", 0, 1000).default(25),
  /**
   * Where swaps read the market: fixed (PRICE_*_USD, which tests and the embedded devnet may move; refused on a real
   * cluster) or pyth (a Pyth Hermes price service at PRICE_FEED_URL, feeds PRICE_FEED_IDS).
   */
  PRICE_SOURCE: oneOf(["fixed", "pyth"]).default("fixed"),
  /** The Hermes service the pyth source reads (its /v2/updates/price/latest). */
  PRICE_FEED_URL: url.default("https://hermes.pyth.network"),
  /** The pyth source's feed of each asset against USD, as SYMBOL:hex-id pairs separated by commas. */
  PRICE_FEED_IDS: z
    .string()
    .regex(/^(SOL|USDC|USDT):(0x)?[0-9a-fA-F]{64}(,(SOL|USDC|USDT):(0x)?[0-9a-fA-F]{64})*$/, {
      error: "must be SYMBOL:feed-id pairs separated by commas, such as SOL:0xef0d...,USDC:0xeaa0...",
    })
    .default(
      "SOL:0xef0d8b6fda2ceba41da15d4095d1da392a0d2f8ed0c6c7bc0f4cfac8c280b56d," +
        "USDC:0xeaa020c61cc479712813461ce153894a96a6c00b21ed0cfc2798d1f9a9e9c94a," +
        "USDT:0x2b89b9dc8fdf9f34709a5b106b472f0f39bb6ca9ce04b0fd7f2e971688e2e53b",
    ),
  /** A price published longer ago than this is stale: a swap priced on it is refused (503 PRICE_UNAVAILABLE). */
  PRICE_MAX_AGE_S: wholeNumber("must be a whole number of seconds from 1 to 3600", 1, 3600).default(60),
  /**
   * The widest confidence interval a live price may have, in basis points of the price (Pyth gives one): a price less
   * certain than this is refused as a stale one is (503 PRICE_UNAVAILABLE).
   */
  PRICE_MAX_CONFIDENCE_BPS: wholeNumber("must be a whole number of basis points from 1 to 1000", 1, 1000).default(50),
  /** What the treasury keeps of every swap's output below the pool's price, in basis points. */
  PRICE_SPREAD_BPS: wholeNumber("must be a whole number of basis points from 0 to 1000", 0, 1000).default(10),
  /**
   * How much better than the market at signing time a wallet swap's signed output may be for the client, in basis
   * points, whatever the client's own slippage: beyond it the treasury does not sign (422 SLIPPAGE_EXCEEDED).
   */
  PRICE_TOLERANCE_BPS: wholeNumber("must be a whole number of basis points from 0 to 1000", 0, 1000).default(5),
  /** How fast a pair's pool returns to the reference price after swaps moved it: half the way in this many seconds. */
  POOL_HALF_LIFE_S: wholeNumber("must be a whole number of seconds from 60 to 604800", 60, 604_800).default(3600),
  /** The window over which an account's swaps add up: against its own prices, and against its volume cap. */
  SWAP_VOLUME_WINDOW_S: wholeNumber("must be a whole number of seconds from 60 to 2592000", 60, 2_592_000).default(
    86_400,
  ),
  /** The most an account of each tier may swap within the window, in US dollars at the reference prices. */
  SWAP_VOLUME_CAP_USD: z
    .string()
    .regex(/^free:\d+,pro:\d+,enterprise:\d+$/, {
      error: "must be whole US dollars per tier, such as free:25000,pro:500000,enterprise:10000000",
    })
    .default("free:25000,pro:500000,enterprise:10000000"),
  /**
   * At most 50: near 100% the pool's depth rule (X*m/(1-m)) grows without bound (at 100, or what rounds to it, it
   * divided by zero), and a pool that lets one swap move the price by half is already no pool an operator means.
   */
  // At least 0.01 (100 millionths): the depth rule counts in millionths (pools.ts); less could round to no room.
  MAX_PRICE_IMPACT_PCT: z.coerce
    .number({ error: "must be a percentage from 0.01 to 50" })
    .gte(0.01, { error: "must be a percentage from 0.01 to 50" })
    .lte(50, { error: "must be a percentage from 0.01 to 50" })
    .default(30),
  WEBHOOK_ALLOW_PRIVATE: flag,
  /** Delays before each delivery attempt (docs/architecture.md §7); tests shorten them. */
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .regex(/^\d+(ms|s|m|h|d)(,\d+(ms|s|m|h|d))*$/, { error: "must be durations separated by commas, such as 0s,5s,5m" })
    .default("0s,5s,5m,30m,2h,5h,10h,10h"),
  WEBHOOK_TIMEOUT_MS: wholeNumber("must be a whole number of milliseconds above 0", 1).default(15_000),
  PRIVATE_DELAY_MIN_S: wholeNumber("must be a whole number of seconds", 0).default(30),
  PRIVATE_DELAY_MAX_S: wholeNumber("must be a whole number of seconds", 0).default(120),
  /**
   * How long a due private leg may wait for another leg of the same asset and amount that falls due soon after, so
   * equal payments leave in one ledger transaction, in random order (timing cannot tell them apart); 0 turns it off.
   */
  PRIVATE_PAYOUT_HOLD_S: wholeNumber("must be a whole number of seconds from 0 to 3600", 0, 3600).default(60),
  /** The smallest routing fee of a private transaction, in US dollars (converted at the reference prices). */
  ROUTING_FEE_MIN_USD: decimal.default("0.05"),
  /** How long a private transaction waits for its deposit. */
  PRIVATE_DEPOSIT_WINDOW_MIN: wholeNumber("must be a whole number of minutes from 1 to 1440", 1, 1440).default(30),
  /**
   * How many private transactions one account may have awaiting their deposit at once (creating one costs nothing,
   * and each is watched until its deadline): a create beyond it is refused with TOO_MANY_OPEN_DEPOSITS.
   */
  PRIVATE_MAX_OPEN_DEPOSITS: wholeNumber(
    "must be a whole number of transactions from 1 to 1000000",
    1,
    1_000_000,
  ).default(1_000),
  /**
   * How many deposits one account's payment requests may have handed out and awaiting their money at once: anyone
   * holding a pay link asks for them, so they have this budget of their own and never use up the account's
   * PRIVATE_MAX_OPEN_DEPOSITS. Beyond it a pay link's deposit is refused with TOO_MANY_OPEN_DEPOSITS.
   */
  PAYMENT_REQUEST_MAX_OPEN_DEPOSITS: wholeNumber(
    "must be a whole number of deposits from 1 to 1000000",
    1,
    1_000_000,
  ).default(1_000),
  /**
   * Deposit accounts the watcher reads per round (a second apart) where nothing is awaited, only a late, second or
   * wrong-asset payment can come (to be refunded): in turns, never in place of an open deposit.
   */
  PRIVATE_LATE_WATCH_PER_ROUND: wholeNumber("must be a whole number of accounts from 1 to 100000", 1, 100_000).default(
    2_000,
  ),
  /** How often the payout epochs pay the private legs that fell due (longer mixes more transactions together). */
  // Durable sleeps have a resolution of one second: a shorter epoch would silently be one second.
  PAYOUT_EPOCH_MS: wholeNumber("must be a whole number of milliseconds from 1000 to 60000", 1_000, 60_000).default(
    5_000,
  ),
  /**
   * Days after a private transaction ended before housekeeping forgets who paid it (its deposit address and sender),
   * and never before its deposit accounts' refund window closed; 0 keeps the link forever.
   */
  PRIVATE_LINK_RETENTION_DAYS: wholeNumber(
    "must be a whole number of days from 0 to 3650 (0 keeps the link forever)",
    0,
    3650,
  ).default(30),
  /**
   * Lookup tables an account may have open at most, 256 addresses each (0 to 40; 0: no new table). Each holds about
   * 0.058 SOL of the treasury's rent while open (server/services/lookup-tables/extend-lookup-tables.ts).
   */
  LOOKUP_TABLES_PER_ACCOUNT: wholeNumber("must be a whole number of tables from 0 to 40", 0, 40).default(40),
  /**
   * Days a wallet-mode lookup table may go unused (no prepared transaction loading it, no extension) before
   * housekeeping deactivates and closes it, its rent back to the treasury; 0 keeps every table.
   */
  LOOKUP_TABLE_IDLE_DAYS: wholeNumber(
    "must be a whole number of days from 0 to 3650 (0 keeps every table)",
    0,
    3650,
  ).default(30),
  /** Seconds a payment a policy holds waits for approvals (a week by default); then a private one is cancelled. */
  APPROVAL_TTL: wholeNumber("must be a whole number of seconds from 5 to 7776000", 5, 7_776_000).default(604_800),
  /**
   * How long a new address-book entry (or one whose address changed) waits before it is active, in seconds: a
   * stolen key that adds its own address cannot have it counted as known at once (docs/threat-model.md).
   */
  COUNTERPARTY_COOLDOWN_S: wholeNumber("must be a whole number of seconds from 0 to 2592000", 0, 2_592_000).default(
    86_400,
  ),
  /** Days audit events are kept before housekeeping deletes them (1 to 3650). */
  AUDIT_RETENTION_DAYS: wholeNumber("must be a whole number of days from 1 to 3650", 1, 3650).default(400),
  /** Routing-pool wallets: deposits are swept into one and payouts leave from another. */
  ROUTING_POOL_WALLETS: wholeNumber("must be a whole number of wallets from 2 to 64", 2, 64).default(4),
  /**
   * The most a transaction the service builds offers per compute unit, in micro-lamports (the price otherwise follows
   * the ledger's recent prioritization fees, server/ledger/priority-fee.ts); 0 turns priority fees off.
   */
  PRIORITY_FEE_MAX_MICROLAMPORTS: wholeNumber(
    "must be a whole number of micro-lamports per compute unit from 0 to 100000000",
    0,
    100_000_000,
  ).default(1_000_000),
  /**
   * The most the moves the service pays for (sweeps, payouts, refunds, top-ups, rebalances, lookup tables) offer in
   * priority fees in any hour, in lamports (server/ledger/move-price.ts); past it, moves offer none. 0: none ever.
   */
  PRIORITY_FEE_HOURLY_LAMPORTS: wholeNumber(
    "must be a whole number of lamports from 0 to 100000000000",
    0,
    100_000_000_000,
  ).default(100_000_000),
  /** Which percentile of the recent slots' prices the service offers (higher lands sooner under load, costs more). */
  PRIORITY_FEE_PERCENTILE: wholeNumber("must be a whole percentile from 1 to 100", 1, 100).default(75),
  /** Bearer token GET /metrics asks for; unset: /metrics answers loopback clients only. */
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  /** /api/ready reports not ready when the deposit watcher's last complete round is older than this. */
  READY_MAX_WATCH_LAG_S: wholeNumber("must be a whole number of seconds from 5 to 3600", 5, 3600).default(60),
  /**
   * OpenTelemetry traces (server/tracing/sdk.ts): exported to this OTLP collector (its /v1/traces) when set, off
   * otherwise. The exporter itself reads the other standard OTEL_* variables (headers, timeout, service name).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  /** The traces' own collector URL, used as is (the standard override of OTEL_EXPORTER_OTLP_ENDPOINT). */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url.optional(),
  /** How spans travel to the collector: protobuf (the OTLP default) or JSON over HTTP; gRPC is not offered. */
  OTEL_EXPORTER_OTLP_PROTOCOL: oneOf(["http/protobuf", "http/json"]).optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: oneOf(["http/protobuf", "http/json"]).optional(),
  /** The standard switch: true turns tracing off even with an endpoint set. */
  OTEL_SDK_DISABLED: flag,
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  INNGEST_BASE_URL: url.optional(),
  /** Read by the Inngest SDK itself: 1 (or the dev server's URL) talks to an Inngest dev server, without keys. */
  INNGEST_DEV: z
    .union([flagValues, z.string().url()], { error: "must be 1, 0 or the Inngest dev server's URL" })
    .optional(),
  /** Crash tests only: the failpoint (server/failpoint.ts) at which the process kills itself. */
  FAILPOINT: z.string().optional(),
  LOG_LEVEL: oneOf(["debug", "info", "warn", "error", "silent"]).default("info"),
});

/**
 * The variables, and the rules between them. The treasury signs a wallet swap at most PRICE_TOLERANCE_BPS above the
 * market, which is below the pool's price by the spread: only a spread at least as wide keeps every signed swap at
 * or under the pool's price.
 */
export const envSchema = variables.refine((parsed) => parsed.PRICE_TOLERANCE_BPS <= parsed.PRICE_SPREAD_BPS, {
  path: ["PRICE_TOLERANCE_BPS"],
  error: (issue) =>
    `must be at most PRICE_SPREAD_BPS (${(issue.input as { PRICE_SPREAD_BPS: number }).PRICE_SPREAD_BPS}), the spread that covers it`,
});

export type Env = z.infer<typeof envSchema>;

/** The name of every variable the service reads (the tests clear them, so a caller's shell never changes a test). */
export const envVariableNames = Object.keys(variables.shape) as (keyof Env)[];

/** The variables as the schema sees them: an empty variable (`FOO=`) counts as unset. */
export function parseEnv(source: Record<string, string | undefined>) {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  return envSchema.safeParse(set);
}

let cached: Env | undefined;

/** Every environment variable the service reads, parsed once. Tests call resetEnv() after changing process.env. */
export function env(): Env {
  if (!cached) {
    const parsed = parseEnv(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")} ${i.message}`);
      throw new Error(`Invalid environment:\n${lines.join("\n")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function resetEnv(): void {
  cached = undefined;
}
