import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import * as costsRoute from "@/app/api/pay/[paymentRequestId]/costs/route";
import * as depositRoute from "@/app/api/pay/[paymentRequestId]/deposit/route";
import * as payRoute from "@/app/api/pay/[paymentRequestId]/route";
import * as submitRoute from "@/app/api/pay/[paymentRequestId]/submit/route";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import * as requestsRoute from "@/app/v1/payment-requests/route";
import { getDb } from "@/server/db/client";
import { findTransactionById, isFinished } from "@/server/db/queries/transactions";
import { events, transactions } from "@/server/db/schema";
import { faucet, fundSol } from "../devnet/harness";
import { fundedWallet } from "../private/private-harness";
import { call } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import type { WalletWorld } from "../wallet/wallet-harness";

/** POST /v1/payment-requests, as a business does. */
export async function createRequest(key: string, body: Record<string, unknown>) {
  return call(requestsRoute.POST, "POST", "/v1/payment-requests", { key, body });
}

export async function getRequest(key: string, paymentRequestId: string) {
  return call(requestRoute.GET, "GET", `/v1/payment-requests/${paymentRequestId}`, {
    key,
    params: { paymentRequestId },
  });
}

/** A fresh wallet with `sol` SOL and, if asked, `usdc` base units of USDC. */
export async function walletWith(world: WalletWorld, sol: number, usdc = 0n) {
  const keypair = Keypair.generate();
  if (sol > 0) await fundSol(world.connection, world.devnet, keypair.publicKey, sol * LAMPORTS_PER_SOL);
  if (usdc > 0n) await faucet(world.devnet, keypair, "USDC", usdc);
  return keypair;
}

/** POST /api/pay/{id} {account}: the Solana Pay transaction request a wallet makes. */
export async function askTransaction(paymentRequestId: string, account: string) {
  return call(payRoute.POST, "POST", `/api/pay/${paymentRequestId}`, {
    body: { account },
    params: { paymentRequestId },
  });
}

export function signed(base64: string, signer: Keypair): VersionedTransaction {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, "base64"));
  tx.sign([signer]);
  return tx;
}

/** What a Solana Pay wallet does with the answer: sign it and send it to the ledger itself, then wait for it. */
export async function signAndSend(world: WalletWorld, base64: string, signer: Keypair): Promise<string> {
  const tx = signed(base64, signer);
  const signature = await world.connection.sendRawTransaction(tx.serialize());
  const { blockhash, lastValidBlockHeight } = await world.connection.getLatestBlockhash();
  await world.connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, "confirmed");
  return signature;
}

/** POST /api/pay/{id}/deposit: a private request's deposit, for `account` when the body names one. */
export async function askDeposit(paymentRequestId: string, body: { account?: string }) {
  return call(depositRoute.POST, "POST", `/api/pay/${paymentRequestId}/deposit`, {
    body,
    params: { paymentRequestId },
  });
}

/** POST /api/pay/{id}/submit: the hosted page's path. */
export async function submit(paymentRequestId: string, signedTransaction: string) {
  return call(submitRoute.POST, "POST", `/api/pay/${paymentRequestId}/submit`, {
    body: { signedTransaction },
    params: { paymentRequestId },
  });
}

/** Waits until the request reaches one of `wanted`. */
export async function requestStatus(key: string, paymentRequestId: string, wanted: string[], timeoutMs = 40_000) {
  return eventually(async () => {
    const got = await getRequest(key, paymentRequestId);
    return wanted.includes(got.body.status) && got.body;
  }, timeoutMs);
}

/** The events of one type recorded for a request (payment_request.paid, say). */
export async function eventsOf(type: string, paymentRequestId: string) {
  const rows = await (await getDb()).select().from(events).where(eq(events.type, type));
  return rows.filter((row) => (row.data as { paymentRequestId?: string }).paymentRequestId === paymentRequestId);
}

/** The private transaction a request handed out as the deposit at `ephemeralAddress`. */
export async function transactionOfDeposit(ephemeralAddress: string) {
  const [row] = await (await getDb())
    .select()
    .from(transactions)
    .where(eq(transactions.ephemeralAddress, ephemeralAddress));
  return row!;
}

/** Whether the transaction has finished: completed, failed or cancelled. */
export async function transactionFinished(transactionId: string): Promise<boolean> {
  const row = await findTransactionById(await getDb(), transactionId);
  return row !== undefined && isFinished(row.status);
}

/** GET /api/pay/{id}/costs: what the pay page shows before anything is signed or a deposit address is made. */
export async function askCosts(paymentRequestId: string) {
  return call(costsRoute.GET, "GET", `/api/pay/${paymentRequestId}/costs`, { params: { paymentRequestId } });
}

/**
 * A private request for 2 USDC to a fresh recipient (with `more` of the request's fields), and the deposit a funded
 * payer was handed for it.
 */
export async function privateRequestAskedOfPayer(world: WalletWorld, key: string, more: Record<string, unknown> = {}) {
  const payer = await fundedWallet(world);
  const recipient = Keypair.generate().publicKey;
  const made = await createRequest(key, {
    asset: "USDC",
    amount: "2",
    recipient: recipient.toBase58(),
    mode: "private",
    ...more,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.paymentRequestId as string;
  const deposit = await askDeposit(id, { account: payer.publicKey.toBase58() });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  return { payer, recipient, id, deposit };
}
