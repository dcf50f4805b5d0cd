/**
 * The private balance from a plain script: only `fetch`, @solana/web3.js and @solana/spl-token, nothing of this
 * repository's code. It tops the balance up by 100 USDC from a funding wallet, pays a payroll from the balance,
 * withdraws to an address and prints the balance's entries. Run against a server (`npm start`):
 *   PAYMENT_API_KEY=psk_test_... npm run example:private-balance
 * Optional: PAYMENT_API_URL (http://localhost:3000), SOLANA_RPC_URL (http://127.0.0.1:8899), FUNDER_SECRET_KEY
 * (a keypair file's JSON byte array; without it a fresh wallet is funded from the embedded devnet's faucet),
 * RECIPIENTS ("address:amount,address:amount"; three fresh wallets without it), WITHDRAW_ADDRESS (a fresh wallet).
 */
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import { Connection, Keypair, PublicKey, TransactionMessage, VersionedTransaction } from "@solana/web3.js";

export type Payment = { address: string; amount: string };

export type PrivateBalanceFlowOptions = {
  serviceUrl: string;
  apiKey: string;
  /** Pays the top-up's deposit (USDC, and SOL for the network fee). */
  funder: Keypair;
  rpcUrl: string;
  topUpAmount?: string;
  recipients?: Payment[];
  withdrawal?: Payment;
  /** How long to wait for each step (the deposit to be swept, a payout to land). */
  timeoutMs?: number;
  log?: (line: string) => void;
};

export type BalanceEntry = {
  entryId: string;
  type: string;
  amount: string;
  balanceAfter: string;
  transactionId: string | null;
};

const asset = "USDC";

/** The service's API over fetch: JSON in and out, an error answer thrown with its code and message. */
function api(serviceUrl: string, apiKey: string) {
  // biome-ignore lint/suspicious/noExplicitAny: a plain script reads the API's JSON as it comes
  return async (method: "GET" | "POST", path: string, body?: unknown): Promise<any> => {
    const response = await fetch(new URL(path, serviceUrl), {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body === undefined ? {} : { "content-type": "application/json", "idempotency-key": crypto.randomUUID() }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.error)}`);
    return answer;
  };
}

/** A decimal string as base units: exact, never through a float. */
export function toUnits(amount: string, decimals: number): bigint {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? amount.slice(1) : amount).split(".");
  if (fraction.length > decimals) throw new Error(`${amount} has more than ${decimals} decimals`);
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
  return negative ? -units : units;
}

/** Calls `check` every half second until it answers something, or throws after `timeoutMs`. */
async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const got = await check();
    if (got !== undefined) return got;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Pays `amount` base units of `mint` from `payer` to `to`, creating `to`'s token account, and waits for it. */
async function payToken(
  connection: Connection,
  payer: Keypair,
  to: PublicKey,
  token: { mint: PublicKey; decimals: number },
  amount: bigint,
) {
  const { mint, decimals } = token;
  const source = getAssociatedTokenAddressSync(mint, payer.publicKey);
  const destination = getAssociatedTokenAddressSync(mint, to, true);
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, destination, to, mint),
      createTransferCheckedInstruction(source, mint, destination, payer.publicKey, amount, decimals),
    ],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([payer]);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  await until(`${signature} to confirm`, 60_000, async () => {
    const { value } = await connection.getSignatureStatuses([signature]);
    if (value[0]?.err) throw new Error(`${signature} failed: ${JSON.stringify(value[0].err)}`);
    const status = value[0]?.confirmationStatus;
    return status === "confirmed" || status === "finalized" ? true : undefined;
  });
  return signature;
}

/**
 * Top-up, payroll from the balance, withdrawal, entries: what each step was given and answered, so a caller can
 * check it on the ledger.
 */
export async function runPrivateBalanceFlow(options: PrivateBalanceFlowOptions) {
  const call = api(options.serviceUrl, options.apiKey);
  const log = options.log ?? (() => {});
  // Each recipient waits a random delay of up to 120 s by default, then its epoch and finality: 120 s was not enough
  // (a payroll created at the end of a run of payments completed after 123 s).
  const timeoutMs = options.timeoutMs ?? 300_000;
  const connection = new Connection(options.rpcUrl, "confirmed");
  const { tokens } = await call("GET", "/v1/tokens");
  const token = tokens.find((t: { symbol: string }) => t.symbol === asset) as { mint: string; decimals: number };
  const units = (amount: string) => toUnits(amount, token.decimals);
  const available = async () => {
    const { balances } = await call("GET", "/v1/private-balance");
    return units(balances.find((b: { asset: string }) => b.asset === asset).available);
  };
  const settled = (transactionId: string) =>
    until(`${transactionId} to complete`, timeoutMs, async () => {
      const got = await call("GET", `/v1/transactions/${transactionId}`);
      if (["failed", "cancelled"].includes(got.status)) throw new Error(`${transactionId} ${got.status}`);
      return got.status === "completed" ? got : undefined;
    });
  const payoutSignatures = (settledTransaction: { recipients: { signature: string | null }[] }) =>
    settledTransaction.recipients.map((r) => r.signature).filter((s): s is string => s !== null);

  // (a) Top up: pay the deposit address exactly what it asks, then wait for `available` to grow by the amount.
  const topUpAmount = options.topUpAmount ?? "100";
  const before = await available();
  const topUp = await call("POST", "/v1/private-balance/top-ups", { asset, amount: topUpAmount });
  log(`top-up ${topUp.topUpId}: pay ${topUp.depositAmount} ${asset} to ${topUp.ephemeralAddress}`);
  const depositSignature = await payToken(
    connection,
    options.funder,
    new PublicKey(topUp.ephemeralAddress),
    { mint: new PublicKey(token.mint), decimals: token.decimals },
    units(topUp.depositAmount),
  );
  const credited = before + units(topUpAmount);
  await until("the top-up to be credited", timeoutMs, async () => {
    const now = await available();
    if (now > credited) throw new Error(`available grew past the top-up: ${now} > ${credited}`);
    return now === credited ? now : undefined;
  });
  log(`deposit ${depositSignature} credited: available grew by ${topUpAmount}`);

  // (b) A payroll from the balance: quote its total, then pay it with source private_balance (no deposit).
  const recipients = options.recipients ?? [
    { address: Keypair.generate().publicKey.toBase58(), amount: "12.5" },
    { address: Keypair.generate().publicKey.toBase58(), amount: "20" },
    { address: Keypair.generate().publicKey.toBase58(), amount: "7.25" },
  ];
  const total = recipients.reduce((sum, r) => sum + units(r.amount), 0n);
  const quote = await call(
    "GET",
    `/v1/quote?${new URLSearchParams({
      inputAsset: asset,
      outputAsset: asset,
      amount: formatUnits(total, token.decimals),
      mode: "private",
    })}`,
  );
  const payroll = await call("POST", "/v1/transactions", {
    type: "payroll",
    quoteId: quote.quoteId,
    mode: "private",
    source: "private_balance",
    sender: options.funder.publicKey.toBase58(),
    recipients,
  });
  log(`payroll ${payroll.transactionId}: ${payroll.debited} ${asset} debited (fee ${payroll.fee})`);
  const payrollDone = await settled(payroll.transactionId);

  // (c) A withdrawal from the balance to an address.
  const withdrawal = options.withdrawal ?? { address: Keypair.generate().publicKey.toBase58(), amount: "30" };
  const withdrawn = await call("POST", "/v1/private-balance/withdrawals", { asset, ...withdrawal });
  log(`withdrawal ${withdrawn.withdrawalId}: ${withdrawn.debited} ${asset} debited (fee ${withdrawn.fee})`);
  const withdrawalDone = await settled(withdrawn.withdrawalId);

  // (d) The entries of this run, oldest first (the API lists newest first).
  const ours = new Set([topUp.topUpId, payroll.transactionId, withdrawn.withdrawalId]);
  const entries: BalanceEntry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const query = new URLSearchParams({ limit: "100", ...(cursor ? { startingAfter: cursor } : {}) });
    const got = await call("GET", `/v1/private-balance/entries?${query}`);
    entries.push(...got.entries.filter((e: BalanceEntry) => ours.has(e.transactionId)));
    cursor = got.nextCursor;
    if (!cursor) break;
  }
  entries.reverse();
  return {
    asset,
    topUp: {
      topUpId: topUp.topUpId as string,
      amount: topUpAmount,
      ephemeralAddress: topUp.ephemeralAddress as string,
      depositAmount: topUp.depositAmount as string,
      depositSignature,
    },
    payroll: {
      transactionId: payroll.transactionId as string,
      recipients,
      debited: payroll.debited as string,
      fee: payroll.fee as string,
      signatures: payoutSignatures(payrollDone),
    },
    withdrawal: {
      withdrawalId: withdrawn.withdrawalId as string,
      ...withdrawal,
      debited: withdrawn.debited as string,
      fee: withdrawn.fee as string,
      signatures: payoutSignatures(withdrawalDone),
    },
    entries,
    available: formatUnits(await available(), token.decimals),
  };
}

export function formatUnits(units: bigint, decimals: number): string {
  const sign = units < 0n ? "-" : "";
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, "0");
  const fraction = digits.slice(-decimals).replace(/0+$/, "");
  return `${sign}${digits.slice(0, -decimals)}${fraction ? `.${fraction}` : ""}`;
}

/** A fresh wallet with SOL for fees and USDC for the deposit, from the embedded devnet's faucet (POST /v1/faucet). */
export async function faucetFunder(serviceUrl: string, apiKey: string, rpcUrl: string, usdc = "200") {
  const call = api(serviceUrl, apiKey);
  const funder = Keypair.generate();
  const connection = new Connection(rpcUrl, "confirmed");
  for (const [what, amount] of [
    ["SOL", "1"],
    [asset, usdc],
  ] as const) {
    const { signature } = await call("POST", "/v1/faucet", {
      address: funder.publicKey.toBase58(),
      asset: what,
      amount,
    });
    await until(`the faucet's ${what}`, 60_000, async () => {
      const { value } = await connection.getSignatureStatuses([signature]);
      return value[0]?.confirmationStatus === "confirmed" || value[0]?.confirmationStatus === "finalized"
        ? true
        : undefined;
    });
  }
  return funder;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const serviceUrl = process.env.PAYMENT_API_URL ?? "http://localhost:3000";
  const apiKey = process.env.PAYMENT_API_KEY ?? "";
  const rpcUrl = process.env.SOLANA_RPC_URL ?? "http://127.0.0.1:8899";
  const funder = process.env.FUNDER_SECRET_KEY
    ? Keypair.fromSecretKey(Uint8Array.from(JSON.parse(process.env.FUNDER_SECRET_KEY)))
    : await faucetFunder(serviceUrl, apiKey, rpcUrl);
  const recipients = process.env.RECIPIENTS?.split(",").map((pair) => {
    const [address = "", amount = ""] = pair.split(":");
    return { address, amount };
  });
  const withdrawTo = process.env.WITHDRAW_ADDRESS;
  const result = await runPrivateBalanceFlow({
    serviceUrl,
    apiKey,
    funder,
    rpcUrl,
    recipients,
    withdrawal: withdrawTo ? { address: withdrawTo, amount: "30" } : undefined,
    log: console.log,
  });
  console.log(`payroll payouts: ${result.payroll.signatures.join(", ")}`);
  console.log(`withdrawal payouts: ${result.withdrawal.signatures.join(", ")}`);
  console.log("entries:");
  for (const e of result.entries) console.log(`  ${e.type.padEnd(10)} ${e.amount.padStart(12)} -> ${e.balanceAfter}`);
  console.log(`available: ${result.available} ${result.asset}`);
}
