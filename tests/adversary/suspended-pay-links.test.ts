import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as payRoute from "@/app/api/pay/[paymentRequestId]/route";
import * as accountRoute from "@/app/v1/accounts/[accountId]/route";
import { getDb } from "@/server/db/client";
import { findLatestDeposit, findPaymentRequest } from "@/server/db/queries/payment-requests";
import { lockPrivateCreates } from "@/server/db/queries/private-transactions";
import { findTransactionById } from "@/server/db/queries/transactions";
import { getSignatureStatus } from "@/server/ledger/submit";
import {
  askDeposit,
  askTransaction,
  createRequest,
  signed,
  submit,
  walletWith,
} from "../payment-requests/payment-request-harness";
import { expectBooksBalance, fundedWallet, payDeposit } from "../private/private-harness";
import { newAccountKey, operatorKey, type TestKey } from "../support/accounts";
import { type CallResult, call, expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * A suspended account's pay links (docs/threat-model.md, "Suspension"): the operator suspends a business, and
 * anyone holding one of its links still asks for a transaction or a deposit, or submits signed bytes. Nothing is
 * built, handed out or sent for it; what a payer already holds completes, as a suspended account's money in flight
 * does.
 */
const suite = walletSuite();

async function setStatus(account: TestKey, status: "suspended" | "active") {
  const { accountId } = account.principal;
  const operator = await operatorKey();
  const changed = await call(accountRoute.PATCH, "PATCH", `/v1/accounts/${accountId}`, {
    key: operator.key,
    params: { accountId },
    body: { status },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

function expectCannotBePaid(result: CallResult) {
  expectErrorShape(result, "PAYMENT_REQUEST_NOT_OPEN", 409);
  expect(result.body.error.details).toMatchObject({ reason: "account_suspended", status: "open" });
  expect(result.body.error.message).toMatch(/cannot be paid now/);
}

/** The request as stored, waited for until paid: the business's own key is refused while it is suspended. */
async function paidInStore(paymentRequestId: string, timeoutMs: number) {
  const db = await getDb();
  return eventually(async () => {
    const row = await findPaymentRequest(db, undefined, paymentRequestId);
    return row?.status === "paid" && row;
  }, timeoutMs);
}

describe("a suspended account's pay links", () => {
  it("a wallet-mode request builds and sends nothing while suspended; bytes signed before still pay it; resumed, it is payable again", async () => {
    const business = await newAccountKey("write");
    const recipient = Keypair.generate().publicKey.toBase58();
    const made = await createRequest(business.key, { asset: "SOL", amount: "0.25", recipient });
    const later = await createRequest(business.key, { asset: "SOL", amount: "0.25", recipient });
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 2);
    const before = await askTransaction(id, payer.publicKey.toBase58());
    expect(before.status).toBe(200);
    const inFlight = signed(before.body.transaction, payer);

    await setStatus(business, "suspended");
    expectCannotBePaid(await call(payRoute.GET, "GET", `/api/pay/${id}`, { params: { paymentRequestId: id } }));
    expectCannotBePaid(await askTransaction(id, payer.publicKey.toBase58()));
    const other = await walletWith(suite.world, 2);
    const asked = await askTransaction(later.body.paymentRequestId, other.publicKey.toBase58());
    expectCannotBePaid(asked);
    expectCannotBePaid(await submit(id, Buffer.from(inFlight.serialize()).toString("base64")));
    const signature = bs58.encode(inFlight.signatures[0]!);
    expect((await getSignatureStatus(signature)).status).toBe("unknown");

    // The payer's wallet sends what it signed before the suspension itself: money in flight, recorded and paid.
    expect(await suite.world.connection.sendRawTransaction(inFlight.serialize())).toBe(signature);
    expect((await paidInStore(id, 60_000)).signature).toBe(signature);

    await setStatus(business, "active");
    const resumed = await askTransaction(later.body.paymentRequestId, other.publicKey.toBase58());
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
  }, 120_000);

  it("a private request hands out no deposit while suspended, and a deposit handed out before still pays it", async () => {
    const business = await newAccountKey("write");
    const recipient = Keypair.generate().publicKey.toBase58();
    const made = await createRequest(business.key, { asset: "USDC", amount: "2", recipient, mode: "private" });
    const id = made.body.paymentRequestId as string;
    const payer = await fundedWallet(suite.world);
    const deposit = await askDeposit(id, { account: payer.publicKey.toBase58() });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);

    await setStatus(business, "suspended");
    expectCannotBePaid(await askDeposit(id, { account: Keypair.generate().publicKey.toBase58() }));
    expectCannotBePaid(await askDeposit(id, {}));
    expectCannotBePaid(await askDeposit(id, { account: payer.publicKey.toBase58() }));

    await payDeposit(suite.world, payer, deposit.body.ephemeralAddress, "USDC", deposit.body.depositAmount);
    const paid = await paidInStore(id, 90_000);
    const transaction = await findTransactionById(await getDb(), paid.transactionId!);
    expect(transaction?.status).toBe("completed");
    await expectBooksBalance([paid.transactionId!]);
  }, 150_000);

  // The race needs a second connection: PGlite has one.
  it.skipIf(!process.env.DATABASE_URL)(
    "a deposit being recorded when the suspension commits is refused: nothing is handed out once the suspension has answered",
    async () => {
      const business = await newAccountKey("write");
      const { accountId } = business.principal;
      const recipient = Keypair.generate().publicKey.toBase58();
      const made = await createRequest(business.key, { asset: "USDC", amount: "2", recipient, mode: "private" });
      const id = made.body.paymentRequestId as string;
      const payer = Keypair.generate().publicKey.toBase58();
      const db = await getDb();

      // The account's lock on private creates, held here: the deposit passes every first look (the account is
      // active), is written, and waits for the lock in its database transaction while the operator suspends.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await lockPrivateCreates(tx, accountId);
        holding();
        await released;
      });
      await held;
      const asked = askDeposit(id, { account: payer });
      await eventually(async () => {
        const waiting = await db.execute(sql`select 1 from pg_locks
          where locktype = 'advisory' and not granted and classid = 7273
            and database = (select oid from pg_database where datname = current_database())`);
        return (waiting as unknown as unknown[]).length > 0;
      }, 60_000);
      await setStatus(business, "suspended");
      release();
      await holder;

      expectCannotBePaid(await asked);
      expect(await findLatestDeposit(db, id, payer)).toBeUndefined();
    },
    120_000,
  );
});
