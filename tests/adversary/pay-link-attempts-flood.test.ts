import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import { eventTypesOf, listWithAttempts, merchantView } from "../payment-requests/merchant-view";
import {
  askDeposit,
  createRequest,
  getRequest,
  transactionOfDeposit,
} from "../payment-requests/payment-request-harness";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * A flood of cheap creates (docs/threat-model.md, "Payment request links"): anyone holding a business's private pay
 * links presses "Get deposit address" again and again, under made-up payers, to fill the business's transactions
 * list, its overview and its webhooks with deposits nobody pays. They are attempts of the requests, not the
 * account's transactions (docs/decisions.md, "A pay link's deposits are attempts").
 */
// The devnet (deposits check the pool can pay) and the executor, for this file.
walletSuite();

const stranger = () => Keypair.generate().publicKey.toBase58();
const links = 4;
/** A request hands out at most 5 deposits waiting at once (pay-link-room.ts): 20 in all. */
const perLink = 5;

describe("adversary: a flood of deposit addresses asked on a business's pay links", () => {
  it("20 visitors' deposits fill neither the list, its total, the overview nor the export, and send no transaction events", async () => {
    const owner = await newAccountKey("write");
    const before = await merchantView(owner.key);
    const ids: string[] = [];
    const handedOut: string[] = [];
    for (let link = 0; link < links; link++) {
      const made = await createRequest(owner.key, {
        asset: "USDC",
        amount: "1",
        recipient: stranger(),
        mode: "private",
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.paymentRequestId);
      // Each under a made-up payer: a payer (or a visitor naming none) asking again gets its own deposit back.
      for (let visitor = 0; visitor < perLink; visitor++) {
        const deposit = await askDeposit(made.body.paymentRequestId, { account: stranger() });
        expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
        handedOut.push((await transactionOfDeposit(deposit.body.ephemeralAddress)).id);
      }
    }
    expect(new Set(handedOut).size).toBe(links * perLink);

    const after = await merchantView(owner.key);
    expect(after).toMatchObject({ listed: before.listed, total: before.total, statsTotal: before.statsTotal });
    expect(after.exported).toBe(before.exported);
    // The business can still see them all where they belong: on each request, or asked for by name.
    for (const id of ids)
      expect((await getRequest(owner.key, id)).body.attempts).toMatchObject({ total: perLink, open: perLink });
    expect((await listWithAttempts(owner.key)).sort()).toEqual([...handedOut].sort());

    // The business cancels its links: every attempt ends, and still none is its transaction or sends an event.
    for (const id of ids) {
      const cancelled = await call(requestRoute.DELETE, "DELETE", `/v1/payment-requests/${id}`, {
        key: owner.key,
        params: { paymentRequestId: id },
        headers: { "idempotency-key": `cancel-${id}` },
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    }
    for (const id of ids) {
      expect((await getRequest(owner.key, id)).body.attempts).toMatchObject({
        total: perLink,
        open: 0,
        cancelled: perLink,
      });
    }
    expect(await merchantView(owner.key)).toMatchObject({ total: before.total, statsTotal: before.statsTotal });
    for (const transactionId of handedOut) expect(await eventTypesOf(transactionId)).toEqual([]);
  }, 180_000);
});
