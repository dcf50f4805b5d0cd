import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { faucet, fundSol } from "../devnet/harness";
import { balanceOf } from "../private/private-harness";
import { addKey } from "../support/accounts";
import { expectErrorShape } from "../support/call";
import { create, getQuote, prepare, settledStatus, sign, walletSuite } from "../wallet/wallet-harness";
import { addPolicy, approve, getApproval, newAddress, reject } from "./approvals-harness";

const suite = walletSuite("admin");

async function fundedSender() {
  const sender = Keypair.generate();
  await fundSol(suite.world.connection, suite.world.devnet, sender.publicKey, LAMPORTS_PER_SOL);
  await faucet(suite.world.devnet, sender, "USDC", 100_000_000n);
  return sender;
}

describe("a wallet payment a policy holds", () => {
  it("prepare answers 409 APPROVAL_REQUIRED; approved, the same prepare with approvalId proceeds once; changed content is refused", async () => {
    const admin = suite.owner;
    const developer = await addKey(admin.principal.accountId, "write");
    await addPolicy(admin.key, {
      name: "payroll checker",
      match: { types: ["payroll"], modes: ["wallet"] },
      effect: "require_approval",
    });
    const sender = await fundedSender();
    const staff = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const recipients = [
      { address: staff[0]!.toBase58(), amount: "1.5" },
      { address: staff[1]!.toBase58(), amount: "2.5" },
    ];
    const body = async (over: { recipients?: typeof recipients } = {}) => {
      const paid = over.recipients ?? recipients;
      const total = paid.reduce((sum, r) => sum + Number(r.amount), 0);
      return {
        type: "payroll" as const,
        quoteId: await getQuote(developer.key, "USDC", String(total)),
        sender: sender.publicKey.toBase58(),
        recipients: paid,
      };
    };

    const held = await prepare(developer.key, await body());
    expectErrorShape(held, "APPROVAL_REQUIRED", 409);
    const { approvalId } = held.body.error.details;
    expect(held.body.error.details).toMatchObject({ name: "payroll checker", required: 1, created: true });
    // Asking again for the same payment names the same approval: a retry does not fill the inbox.
    const again = await prepare(developer.key, await body());
    expect(again.body.error.details).toMatchObject({ approvalId, created: false });
    expect((await getApproval({ key: admin.key }, approvalId)).body).toMatchObject({
      status: "awaiting",
      mode: "wallet",
      transactionId: null,
      content: { type: "payroll", sender: sender.publicKey.toBase58(), asset: "USDC", total: "4", recipients },
    });

    // Not approved yet; the maker's key cannot approve.
    expectErrorShape(
      await prepare(developer.key, { ...(await body()), approvalId } as never),
      "APPROVAL_NOT_APPROVED",
      409,
    );
    expectErrorShape(await approve({ key: developer.key }, approvalId), "FORBIDDEN", 403);
    expect((await approve({ key: admin.key }, approvalId)).body.status).toBe("approved");

    // Any other content with it is refused: another amount, another recipient, fewer recipients.
    const changed = [
      [{ ...recipients[0]!, amount: "1.6" }, recipients[1]!],
      [recipients[0]!, { address: newAddress(), amount: "2.5" }],
      [recipients[0]!],
      [recipients[1]!, recipients[0]!],
    ];
    for (const paid of changed) {
      const refused = await prepare(developer.key, { ...(await body({ recipients: paid })), approvalId } as never);
      expectErrorShape(refused, "APPROVAL_MISMATCH", 422);
    }

    // The same payment with the approval proceeds, is signed and lands.
    const approvedBody = await body();
    const prepared = await prepare(developer.key, { ...approvedBody, approvalId } as never);
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const wires = prepared.body.transaction
      ? { signedTransaction: sign(prepared.body.transaction, sender) }
      : {
          signedTransactions: prepared.body.transactions.map((t: { transaction: string }) =>
            sign(t.transaction, sender),
          ),
        };
    const created = await create(developer.key, { ...approvedBody, ...wires });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const done = await settledStatus(developer.key, created.body.transactionId, ["completed", "failed"], 60_000);
    expect(done.status).toBe("completed");
    expect(await balanceOf(suite.world, "USDC", staff[0]!)).toBe(1_500_000n);
    expect(await balanceOf(suite.world, "USDC", staff[1]!)).toBe(2_500_000n);
    expect((await getApproval({ key: admin.key }, approvalId)).body.usedAt).toEqual(expect.any(String));

    // Used once: another payment of the same content (a new quote) needs a new approval.
    expectErrorShape(await prepare(developer.key, { ...(await body()), approvalId } as never), "APPROVAL_USED", 409);
    // And create of a quote whose prepare used no approval is refused before its bytes are read.
    expectErrorShape(
      await create(developer.key, { ...(await body()), signedTransaction: "AAAA" }),
      "APPROVAL_REQUIRED",
      409,
    );
  }, 120_000);

  it("a rejected approval never prepares", async () => {
    const admin = suite.owner;
    const developer = await addKey(admin.principal.accountId, "write");
    await addPolicy(admin.key, {
      name: "sends over 2",
      match: { types: ["send"], minAmount: "2" },
      effect: "require_approval",
    });
    const sendBody = async () => ({
      type: "send" as const,
      quoteId: await getQuote(developer.key, "USDC", "3"),
      sender: newAddress(),
      recipients: [{ address: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin", amount: "3" }],
    });
    const first = await sendBody();
    const held = await prepare(developer.key, first);
    expectErrorShape(held, "APPROVAL_REQUIRED", 409);
    const { approvalId } = held.body.error.details;
    expect((await reject({ key: admin.key }, approvalId, "not ours")).body.status).toBe("rejected");
    const refused = await prepare(developer.key, { ...(await sendBody()), sender: first.sender, approvalId } as never);
    expectErrorShape(refused, "APPROVAL_NOT_APPROVED", 409);
    expect(refused.body.error.details.status).toBe("rejected");
  });
});
