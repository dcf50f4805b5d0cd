import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import { assets } from "@/server/assets";
import { askTransaction, createRequest, requestStatus, signed, submit, walletWith } from "../payment-requests/payment-request-harness";
import { call } from "../support/call";
import { getQuote, prepare, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite("admin");

describe("atk: a limited key pays a stranger through a payment request", () => {
  it("a key limited to 1 USDC a day cannot send 2 USDC, but has the same wallet pay a 40 USDC request to a stranger", async () => {
    const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: suite.owner.key,
      body: { name: "limited", permission: "write", spendingLimits: [{ asset: "USDC", perDay: "1" }] },
    });
    expect(made.status).toBe(201);
    const limited = made.body.key as string;
    const companyWallet = await walletWith(suite.world, 1, 100_000_000n);
    const stranger = Keypair.generate().publicKey;

    // The control: a 2 USDC send from the company's wallet to the stranger is refused.
    const send = await prepare(limited, {
      type: "send",
      quoteId: await getQuote(limited, "USDC", "2"),
      sender: companyWallet.publicKey.toBase58(),
      recipients: [{ address: stranger.toBase58(), amount: "2" }],
    });
    expect(send.status).toBe(422);

    // The same key asks for 40 USDC to the stranger as a payment request; the same wallet pays its link.
    const request = await createRequest(limited, { asset: "USDC", amount: "40", recipient: stranger.toBase58() });
    const id = request.body.paymentRequestId as string;
    const asked = await askTransaction(id, companyWallet.publicKey.toBase58());
    if (request.status === 201 && asked.status === 200) {
      const bytes = Buffer.from(signed(asked.body.transaction, companyWallet).serialize()).toString("base64");
      expect((await submit(id, bytes)).status).toBe(202);
      await requestStatus(limited, id, ["paid"]);
      const got = await suite.world.connection.getTokenAccountBalance(
        getAssociatedTokenAddressSync(new PublicKey(assets.USDC.mint), stranger),
      );
      console.log("stranger USDC", got.value.amount);
    }
    // Expected: the request (a payment to a third party the limited key chose) is counted and refused (422).
    expect(request.status, "a 40 USDC payment to a stranger, made by a key limited to 1 USDC").toBe(422);
  }, 90_000);
});
