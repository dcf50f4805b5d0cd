import { Keypair } from "@solana/web3.js";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as depositRoute from "@/app/api/pay/[paymentRequestId]/deposit/route";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import { getDb } from "@/server/db/client";
import { auditEvents, transactions } from "@/server/db/schema";
import { clientAddressHeader } from "@/server/http/client-address";
import { addKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";
import { walletSuite } from "../wallet/wallet-harness";
import { askTransaction, createRequest, requestStatus, signAndSend, walletWith } from "./payment-request-harness";

const suite = walletSuite("admin");
const recipient = () => Keypair.generate().publicKey.toBase58();

const cancel = (key: string, paymentRequestId: string) =>
  call(requestRoute.DELETE, "DELETE", `/v1/payment-requests/${paymentRequestId}`, {
    key,
    params: { paymentRequestId },
  });

/** The transaction's creator columns and the audit event of its creation. */
async function createdBy(transactionId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ apiKeyId: transactions.apiKeyId, memberId: transactions.memberId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  const [event] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectId, transactionId), eq(auditEvents.action, "transaction.created")));
  return { row: row!, event: event! };
}

describe("who acts on a payment request", () => {
  it("cancels it for the key that made it or an admin; another write key is refused", async () => {
    const accountId = suite.owner.principal.accountId;
    const [maker, other] = [await addKey(accountId, "write"), await addKey(accountId, "write")];
    const made = async () =>
      (await createRequest(maker.key, { asset: "SOL", amount: "1", recipient: recipient() })).body
        .paymentRequestId as string;

    const first = await made();
    const refused = await cancel(other.key, first);
    expectErrorShape(refused, "UNAUTHORIZED", 403);
    expect(refused.body.error.details).toEqual({ paymentRequestId: first });
    expect((await cancel(maker.key, first)).body.status).toBe("cancelled");
    expect((await cancel(suite.owner.key, await made())).body.status).toBe("cancelled");
  });

  it("logs a payer's deposit as the public payer, with its address, made for the key that made the request", async () => {
    const maker = await addKey(suite.owner.principal.accountId, "write");
    const made = await createRequest(maker.key, {
      asset: "USDC",
      amount: "2",
      recipient: recipient(),
      mode: "private",
    });
    const id = made.body.paymentRequestId as string;
    const ask = (body: Record<string, string>, headers: Record<string, string>) =>
      call(depositRoute.POST, "POST", `/api/pay/${id}/deposit`, { body, headers, params: { paymentRequestId: id } });
    const ids = async (ephemeralAddress: string) => {
      const [row] = await (await getDb())
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.ephemeralAddress, ephemeralAddress));
      return row!.id;
    };

    const payer = Keypair.generate().publicKey.toBase58();
    const client = ownClientAddress();
    const named = await ask({ account: payer }, client);
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const byPayer = await createdBy(await ids(named.body.ephemeralAddress));
    expect(byPayer.row).toEqual({ apiKeyId: maker.principal.keyId, memberId: null });
    expect(byPayer.event).toMatchObject({
      actorType: "public_payer",
      actorId: payer,
      actorLabel: `public payer ${payer}`,
      clientAddress: client[clientAddressHeader],
      requestId: named.headers.get("x-request-id"),
    });

    const unnamed = await ask({}, client);
    const byStranger = await createdBy(await ids(unnamed.body.ephemeralAddress));
    expect(byStranger.event).toMatchObject({ actorType: "public_payer", actorId: "anonymous" });
  });

  it("logs a payment found on the ledger as its payer's, made for the key that made the request", async () => {
    const maker = await addKey(suite.owner.principal.accountId, "write");
    const made = await createRequest(maker.key, { asset: "SOL", amount: "0.1", recipient: recipient() });
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 1);
    const asked = await askTransaction(id, payer.publicKey.toBase58());
    await signAndSend(suite.world, asked.body.transaction, payer);
    const paid = await requestStatus(maker.key, id, ["paid"]);
    const { row, event } = await createdBy(paid.transactionId);
    expect(row).toEqual({ apiKeyId: maker.principal.keyId, memberId: null });
    expect(event).toMatchObject({ actorType: "public_payer", actorId: payer.publicKey.toBase58() });
  });
});
