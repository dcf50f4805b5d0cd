import { address } from "@solana/kit";
import { getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { Keypair, PublicKey, SYSVAR_CLOCK_PUBKEY, SystemProgram } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as validateRoute from "@/app/v1/payrolls/validate/route";
import { assets } from "@/server/assets";
import { faucet } from "../devnet/harness";
import { call, expectErrorShape } from "../support/call";
import { create, getQuote, prepare, walletSuite } from "../wallet/wallet-harness";

/**
 * What the ledger would refuse, or accept and leave stuck, is refused before any money moves, by the same rules in
 * wallet mode (prepare), private mode (create) and payroll validation: each case is the second recipient of a
 * payroll whose first is fine, so the error names index 1.
 */
const suite = walletSuite();
const USDC = new PublicKey(assets.USDC.mint);
const someone = () => Keypair.generate().publicKey;

type Case = {
  name: string;
  asset: "SOL" | "USDC";
  /** The refused recipient and its amount; made when the case runs (some need the ledger). */
  recipient: () => Promise<{ to: PublicKey; amount: string }>;
  code: "INVALID_RECIPIENT" | "INVALID_AMOUNT";
  reason: string;
};

/** 32 little-endian bytes of the curve coordinate y, with x's sign bit (the top bit) set when asked. */
function encodedY(y: bigint, signBit = false): Uint8Array {
  const bytes = Uint8Array.from({ length: 32 }, (_, i) => Number((y >> BigInt(8 * i)) & 0xffn));
  if (signBit) bytes[31] = (bytes[31] as number) | 0x80;
  return bytes;
}

/** A wallet holding USDC, so it has a token account. */
async function holder(): Promise<PublicKey> {
  const wallet = someone();
  await faucet(suite.world.devnet, wallet, "USDC", 1n);
  return wallet;
}

/** Changes an account on the devnet as the ledger would after a deploy or an issuer's freeze. */
function rewrite(at: PublicKey, change: (account: { data: Uint8Array; executable: boolean }) => object) {
  const { svm } = suite.world.devnet.ledger;
  const account = svm.getAccount(address(at.toBase58()));
  if (!account.exists) throw new Error(`no account at ${at.toBase58()}`);
  svm.setAccount({ ...account, ...change({ data: new Uint8Array(account.data), executable: account.executable }) });
}

const cases: Case[] = [
  {
    name: "SOL below the rent-exempt minimum to a new account",
    asset: "SOL",
    recipient: async () => ({ to: someone(), amount: "0.0001" }),
    code: "INVALID_AMOUNT",
    reason: "below_rent_minimum",
  },
  {
    name: "a sysvar",
    asset: "SOL",
    recipient: async () => ({ to: SYSVAR_CLOCK_PUBKEY, amount: "0.01" }),
    code: "INVALID_RECIPIENT",
    reason: "sysvar",
  },
  {
    name: "a built-in program",
    asset: "SOL",
    recipient: async () => ({ to: SystemProgram.programId, amount: "0.01" }),
    code: "INVALID_RECIPIENT",
    reason: "executable",
  },
  {
    name: "a program deployed at a wallet-like address (an executable account)",
    asset: "SOL",
    recipient: async () => {
      const program = await holder();
      // What a deploy leaves: the address's account executable, owned by a loader.
      const { svm } = suite.world.devnet.ledger;
      const loaded = svm.getAccount(address(TOKEN_PROGRAM_ID.toBase58()));
      if (!loaded.exists) throw new Error("no token program account");
      svm.setAccount({ ...loaded, address: address(program.toBase58()) });
      return { to: program, amount: "0.01" };
    },
    code: "INVALID_RECIPIENT",
    reason: "executable",
  },
  {
    name: "an address off the curve (no key can sign for it)",
    asset: "SOL",
    recipient: async () => ({
      to: PublicKey.findProgramAddressSync([Keypair.generate().publicKey.toBytes()], TOKEN_PROGRAM_ID)[0],
      amount: "0.01",
    }),
    code: "INVALID_RECIPIENT",
    reason: "off_curve",
  },
  {
    // y = p (2^255 - 19) is y = 0 written past the field: RFC 8032 decoding, and so the ledger, refuses it.
    name: "an address whose y is not below p (a non-canonical encoding of a point)",
    asset: "SOL",
    recipient: async () => ({ to: new PublicKey(encodedY(2n ** 255n - 19n)), amount: "0.01" }),
    code: "INVALID_RECIPIENT",
    reason: "off_curve",
  },
  {
    // y = 1 is the neutral point, x = 0: with x's sign bit set it names no point.
    name: "the neutral point with x's sign bit set",
    asset: "SOL",
    recipient: async () => ({ to: new PublicKey(encodedY(1n, true)), amount: "0.01" }),
    code: "INVALID_RECIPIENT",
    reason: "off_curve",
  },
  {
    // On the curve, so the curve check passes it, but of order 8: no key pair has it, and the ledger refuses it
    // as a signer. What is paid to it is stuck.
    name: "a small-order point of the curve",
    asset: "SOL",
    recipient: async () => ({
      to: new PublicKey(Buffer.from("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05", "hex")),
      amount: "0.01",
    }),
    code: "INVALID_RECIPIENT",
    reason: "small_order",
  },
  {
    // y = 1, x = 0: the neutral point itself.
    name: "the neutral point",
    asset: "SOL",
    recipient: async () => ({ to: new PublicKey(encodedY(1n)), amount: "0.01" }),
    code: "INVALID_RECIPIENT",
    reason: "small_order",
  },
  {
    name: "the token's mint given as a wallet",
    asset: "USDC",
    recipient: async () => ({ to: USDC, amount: "1" }),
    code: "INVALID_RECIPIENT",
    reason: "mint",
  },
  {
    name: "a token account given as a wallet",
    asset: "USDC",
    recipient: async () => ({ to: getAssociatedTokenAddressSync(USDC, await holder()), amount: "1" }),
    code: "INVALID_RECIPIENT",
    reason: "token_account",
  },
  {
    name: "a wallet whose token account the issuer froze",
    asset: "USDC",
    recipient: async () => {
      const wallet = await holder();
      rewrite(getAssociatedTokenAddressSync(USDC, wallet), ({ data }) => {
        data[108] = 2;
        return { data };
      });
      return { to: wallet, amount: "1" };
    },
    code: "INVALID_RECIPIENT",
    reason: "frozen_token_account",
  },
];

const firstAmount = { SOL: "0.01", USDC: "1" } as const;
const total = (asset: "SOL" | "USDC", amount: string) =>
  asset === "SOL" ? (0.01 + Number(amount)).toFixed(6) : String(1 + Number(amount));

async function payrollFor(testCase: Case, mode: "wallet" | "private") {
  const { to, amount } = await testCase.recipient();
  const quoteId = await getQuote(
    suite.owner.key,
    testCase.asset,
    total(testCase.asset, amount),
    testCase.asset,
    100,
    mode,
  );
  return {
    to,
    body: {
      type: "payroll" as const,
      quoteId,
      mode,
      sender: someone().toBase58(),
      recipients: [
        { address: someone().toBase58(), amount: firstAmount[testCase.asset] },
        { address: to.toBase58(), amount },
      ],
    },
  };
}

function expectRefused(result: Awaited<ReturnType<typeof create>>, testCase: Case, to: PublicKey) {
  expectErrorShape(result, testCase.code, 400);
  expect(result.body.error.details).toMatchObject({ index: 1, address: to.toBase58(), reason: testCase.reason });
}

describe("recipients the ledger would refuse are refused at create, the same in every mode", () => {
  for (const testCase of cases) {
    it(`wallet mode (prepare): ${testCase.name}`, async () => {
      const { to, body } = await payrollFor(testCase, "wallet");
      expectRefused(await prepare(suite.owner.key, body), testCase, to);
    });

    it(`private mode (create): ${testCase.name}`, async () => {
      const { to, body } = await payrollFor(testCase, "private");
      expectRefused(await create(suite.owner.key, body), testCase, to);
    });

    it(`payroll validate: ${testCase.name}`, async () => {
      const { to, amount } = await testCase.recipient();
      const result = await call(validateRoute.POST, "POST", "/v1/payrolls/validate", {
        key: suite.owner.key,
        body: {
          asset: testCase.asset,
          recipients: [
            { address: someone().toBase58(), amount: firstAmount[testCase.asset] },
            { address: to.toBase58(), amount },
          ],
        },
      });
      expect(result.status).toBe(200);
      expect(result.body.rows).toEqual([
        expect.objectContaining({ row: 2, problems: [expect.objectContaining({ code: testCase.reason })] }),
      ]);
    });
  }

  it("still takes a payroll of plain wallets in both modes (the rules refuse only what they name)", async () => {
    // Wallet mode's prepare refuses a sender who cannot pay: this one can.
    const sender = someone();
    await faucet(suite.world.devnet, sender, "SOL", 1_000_000_000n);
    for (const mode of ["wallet", "private"] as const) {
      const quoteId = await getQuote(suite.owner.key, "SOL", "0.02", "SOL", 100, mode);
      const body = {
        type: "payroll" as const,
        quoteId,
        mode,
        sender: sender.toBase58(),
        recipients: [
          { address: someone().toBase58(), amount: "0.01" },
          { address: someone().toBase58(), amount: "0.01" },
        ],
      };
      const result = mode === "wallet" ? await prepare(suite.owner.key, body) : await create(suite.owner.key, body);
      expect(result.status, JSON.stringify(result.body)).toBe(mode === "wallet" ? 200 : 201);
    }
  });
});
