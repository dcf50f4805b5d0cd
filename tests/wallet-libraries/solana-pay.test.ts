import { parseURL } from "@solana/pay";
import { Keypair, PublicKey } from "@solana/web3.js";
import { fetchTransaction } from "solana-pay-02";
import { afterEach, describe, expect, it } from "vitest";
import * as detailsRoute from "@/app/api/pay/[paymentRequestId]/details/route";
import * as payRoute from "@/app/api/pay/[paymentRequestId]/route";
import { resetEnv } from "@/server/env";
import { createRequest, requestStatus, walletWith } from "../payment-requests/payment-request-harness";
import { call } from "../support/call";
import { serveRoutes } from "../support/route-server";
import { walletSuite } from "../wallet/wallet-harness";

// The service's Solana Pay answers read by the libraries wallets are built on, not by code of ours:
// @solana/pay 1.x (parseURL accepts https links only) and 0.2.x (fetchTransaction decodes legacy transactions only).

const suite = walletSuite();

function setPublicUrl(value: string | undefined) {
  if (value === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = value;
  resetEnv();
}

afterEach(() => setPublicUrl(undefined));

const payPath = /^\/api\/pay\/(?<paymentRequestId>prq_[^/]+)$/;

describe("Solana Pay as wallet libraries read it", () => {
  it("@solana/pay 1.x parses a payment request's solanaPayUrl as a transaction request to the https PUBLIC_URL", async () => {
    setPublicUrl("https://pay.example.com");
    const made = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "12.5",
      recipient: Keypair.generate().publicKey.toBase58(),
      label: "Corner Shop",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    expect(made.body.solanaPayUnavailable).toBeNull();
    const parsed = parseURL(made.body.solanaPayUrl as string);
    expect("link" in parsed && parsed.link.href).toBe(`https://pay.example.com/api/pay/${id}`);
  });

  it("without an https PUBLIC_URL there is no Solana Pay link, and the API and the pay page say why", async () => {
    const made = await createRequest(suite.owner.key, {
      asset: "SOL",
      amount: "1",
      recipient: Keypair.generate().publicKey.toBase58(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    expect(made.body.solanaPayUrl).toBeNull();
    expect(made.body.solanaPayUnavailable).toMatch(/https.*PUBLIC_URL/);
    const details = await call(detailsRoute.GET, "GET", `/api/pay/${id}/details`, { params: { paymentRequestId: id } });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ solanaPayUrl: null, solanaPayUnavailable: made.body.solanaPayUnavailable });
  });

  it("@solana/pay 0.2.x fetches a single payment's transaction from the real route, and the payer's signed copy pays it", async () => {
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, {
      asset: "SOL",
      amount: "0.25",
      recipient: recipient.toBase58(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 1);
    const server = await serveRoutes([["POST", payPath, payRoute.POST]]);
    try {
      const transaction = await fetchTransaction(
        suite.world.connection,
        payer.publicKey,
        `${server.url}/api/pay/${id}`,
      );
      expect(transaction.feePayer?.equals(payer.publicKey)).toBe(true);
      const keys = transaction.instructions.flatMap((ix) => ix.keys.map((k) => k.pubkey.toBase58()));
      expect(keys).toContain(made.body.reference);
      expect(keys).toContain(recipient.toBase58());
      transaction.sign(payer);
      await suite.world.connection.sendRawTransaction(transaction.serialize());
    } finally {
      await server.close();
    }
    expect(await requestStatus(suite.owner.key, id, ["paid"])).toMatchObject({ payer: payer.publicKey.toBase58() });
  });

  it("@solana/pay 0.2.x decodes a token payment that creates the recipient's token account", async () => {
    const made = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "2",
      recipient: Keypair.generate().publicKey.toBase58(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 1, 5_000_000n);
    const server = await serveRoutes([["POST", payPath, payRoute.POST]]);
    try {
      const transaction = await fetchTransaction(
        suite.world.connection,
        payer.publicKey,
        `${server.url}/api/pay/${id}`,
      );
      const programs = transaction.instructions.map((ix) => ix.programId.toBase58());
      expect(programs).toContain(new PublicKey("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL").toBase58());
      expect(transaction.feePayer?.equals(payer.publicKey)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
