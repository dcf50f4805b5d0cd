import type { APIRequestContext } from "@playwright/test";
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import {
  Connection,
  Keypair,
  PublicKey,
  sendAndConfirmTransaction,
  Transaction,
  VersionedTransaction,
} from "@solana/web3.js";
import { adminKey, apiCall } from "./support";

/** Payments made through the real API (as an integration would) for the dashboard pages to show. */
async function api(request: APIRequestContext, path: string, method = "GET", body?: unknown) {
  const answer = await apiCall(request, adminKey(), method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const randomAddress = () => Keypair.generate().publicKey.toBase58();

/** A wallet with 1 SOL (fees, token accounts) and 100 USDC from the devnet's faucet. */
export async function fundedWallet(request: APIRequestContext): Promise<Keypair> {
  const wallet = Keypair.generate();
  const address = wallet.publicKey.toBase58();
  await api(request, "/v1/faucet", "POST", { address, asset: "SOL", amount: "1" });
  await api(request, "/v1/faucet", "POST", { address, asset: "USDC", amount: "100" });
  return wallet;
}

/** A wallet-mode USDC send: quote, prepare, sign here, submit. Returns the created transaction. */
export async function sendUsdc(request: APIRequestContext, wallet: Keypair, recipient: string, amount: string) {
  const quote = await api(request, `/v1/quote?inputAsset=USDC&outputAsset=USDC&amount=${amount}`);
  const body = {
    type: "send",
    quoteId: quote.quoteId,
    sender: wallet.publicKey.toBase58(),
    recipients: [{ address: recipient, amount }],
  };
  const prepared = await api(request, "/v1/transactions/prepare", "POST", body);
  const transaction = VersionedTransaction.deserialize(Buffer.from(prepared.transaction, "base64"));
  transaction.sign([wallet]);
  const signedTransaction = Buffer.from(transaction.serialize()).toString("base64");
  return api(request, "/v1/transactions", "POST", { ...body, signedTransaction });
}

/** A private-mode USDC send: it waits for its deposit, so it stays cancellable. */
export async function privateSendUsdc(request: APIRequestContext, sender: string, recipient: string, amount: string) {
  const quote = await api(request, `/v1/quote?inputAsset=USDC&outputAsset=USDC&amount=${amount}&mode=private`);
  const recipients = [{ address: recipient, amount }];
  return api(request, "/v1/transactions", "POST", {
    type: "send",
    mode: "private",
    quoteId: quote.quoteId,
    sender,
    recipients,
  });
}

export async function cancel(request: APIRequestContext, transactionId: string) {
  return api(request, `/v1/transactions/${transactionId}`, "DELETE");
}

/** Waits until the transaction reaches `status` (the devnet finalizes in seconds). */
export async function settled(
  request: APIRequestContext,
  transactionId: string,
  status = "completed",
  timeoutMs = 45_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const detail = await api(request, `/v1/transactions/${transactionId}`);
    if (detail.status === status) return detail;
    if (Date.now() > until) throw new Error(`${transactionId} is ${detail.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * What a payer's wallet does with a deposit address: `amount` USDC from `wallet` to it, its token account created on
 * the way, sent to the devnet the e2e server uses and confirmed.
 */
export async function payUsdcDeposit(request: APIRequestContext, wallet: Keypair, to: string, amount: string) {
  const tokens = await api(request, "/v1/tokens");
  const usdc = tokens.tokens.find((t: { symbol: string }) => t.symbol === "USDC");
  const mint = new PublicKey(usdc.mint);
  const owner = new PublicKey(to);
  const connection = new Connection(`http://127.0.0.1:${process.env.E2E_DEVNET_PORT}`, "confirmed");
  const [whole, fraction = ""] = amount.split(".");
  const units = BigInt(whole!) * 10n ** BigInt(usdc.decimals) + BigInt(fraction.padEnd(usdc.decimals, "0") || "0");
  const destination = getAssociatedTokenAddressSync(mint, owner, true);
  const transaction = new Transaction().add(
    createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, destination, owner, mint),
    createTransferCheckedInstruction(
      getAssociatedTokenAddressSync(mint, wallet.publicKey),
      mint,
      destination,
      wallet.publicKey,
      units,
      usdc.decimals,
    ),
  );
  return sendAndConfirmTransaction(connection, transaction, [wallet], { commitment: "confirmed" });
}
