import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import { createRequest } from "../payment-requests/payment-request-harness";
import { call, expectErrorShape } from "../support/call";
import { getQuote, prepare, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite("admin");

async function limitedKey(perDay: string) {
  const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
    key: suite.owner.key,
    body: { name: "limited", permission: "write", spendingLimits: [{ asset: "USDC", perDay }] },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.key as string;
}

const stranger = () => Keypair.generate().publicKey.toBase58();

// A payment request names any recipient, and the account's own wallet may be the one that pays its link: a limited
// key could have the company pay a stranger past its limit. A request counts at create, in its asset and amount.
describe("a limited key and payment requests", () => {
  it("a request past the key's limit is refused (422) in either mode, as a send past it is", async () => {
    const limited = await limitedKey("1");
    const send = await prepare(limited, {
      type: "send",
      quoteId: await getQuote(limited, "USDC", "2"),
      sender: stranger(),
      recipients: [{ address: stranger(), amount: "2" }],
    });
    expect(send.status).toBe(422);

    for (const mode of ["wallet", "private"]) {
      const request = await createRequest(limited, { asset: "USDC", amount: "40", recipient: stranger(), mode });
      expectErrorShape(request, "SPENDING_LIMIT_EXCEEDED", 422);
      expect(request.body.error.details).toMatchObject({ asset: "USDC", limit: "1", amount: "40", spentToday: "0" });
    }
  }, 90_000);

  it("requests within the limit are created and use up the day's room; a key without a limit is not bound", async () => {
    const limited = await limitedKey("1");
    const first = await createRequest(limited, { asset: "USDC", amount: "0.6", recipient: stranger() });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await createRequest(limited, { asset: "USDC", amount: "0.6", recipient: stranger() });
    expectErrorShape(second, "SPENDING_LIMIT_EXCEEDED", 422);
    expect(second.body.error.details).toMatchObject({ spentToday: "0.6" });
    // Another asset has no limit on this key.
    expect((await createRequest(limited, { asset: "USDT", amount: "40", recipient: stranger() })).status).toBe(201);

    const unlimited = await createRequest(suite.owner.key, { asset: "USDC", amount: "40", recipient: stranger() });
    expect(unlimited.status, JSON.stringify(unlimited.body)).toBe(201);
  }, 90_000);
});
