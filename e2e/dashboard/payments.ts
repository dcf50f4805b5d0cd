import { Keypair, VersionedTransaction } from "@solana/web3.js";

/** Payments made through the real API (as an integration would) for the dashboard pages to show. */
const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
const adminKey = () => process.env.E2E_ADMIN_KEY ?? "";

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON bodies
async function api(path: string, init: { method?: string; body?: unknown } = {}): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${adminKey()}`, "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export const randomAddress = () => Keypair.generate().publicKey.toBase58();

/** A wallet with 1 SOL (fees, token accounts) and 100 USDC from the devnet's faucet. */
export async function fundedWallet(): Promise<Keypair> {
  const wallet = Keypair.generate();
  const address = wallet.publicKey.toBase58();
  await api("/v1/faucet", { method: "POST", body: { address, asset: "SOL", amount: "1" } });
  await api("/v1/faucet", { method: "POST", body: { address, asset: "USDC", amount: "100" } });
  return wallet;
}

/** A wallet-mode USDC send: quote, prepare, sign here, submit. Returns the created transaction. */
export async function sendUsdc(wallet: Keypair, recipient: string, amount: string) {
  const quote = await api(`/v1/quote?inputAsset=USDC&outputAsset=USDC&amount=${amount}`);
  const request = {
    type: "send",
    quoteId: quote.quoteId,
    sender: wallet.publicKey.toBase58(),
    recipients: [{ address: recipient, amount }],
  };
  const prepared = await api("/v1/transactions/prepare", { method: "POST", body: request });
  const transaction = VersionedTransaction.deserialize(Buffer.from(prepared.transaction, "base64"));
  transaction.sign([wallet]);
  const signedTransaction = Buffer.from(transaction.serialize()).toString("base64");
  return api("/v1/transactions", { method: "POST", body: { ...request, signedTransaction } });
}

/** A private-mode USDC send: it waits for its deposit, so it stays cancellable. */
export async function privateSendUsdc(sender: string, recipient: string, amount: string) {
  const quote = await api(`/v1/quote?inputAsset=USDC&outputAsset=USDC&amount=${amount}&mode=private`);
  return api("/v1/transactions", {
    method: "POST",
    body: {
      type: "send",
      mode: "private",
      quoteId: quote.quoteId,
      sender,
      recipients: [{ address: recipient, amount }],
    },
  });
}

export async function cancel(transactionId: string) {
  return api(`/v1/transactions/${transactionId}`, { method: "DELETE" });
}

/** Waits until the transaction reaches `status` (the devnet finalizes in seconds). */
export async function settled(transactionId: string, status = "completed", timeoutMs = 45_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const detail = await api(`/v1/transactions/${transactionId}`);
    if (detail.status === status) return detail;
    if (Date.now() > until) throw new Error(`${transactionId} is ${detail.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
