import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from "@solana/spl-token";
import { Keypair, PublicKey, Transaction } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as balancesRoute from "@/app/v1/balances/[address]/route";
import * as faucetRoute from "@/app/v1/faucet/route";
import { mintAuthority, readGenesis } from "@/server/devnet/genesis";
import type { RunningDevnet } from "@/server/devnet/start-devnet";
import { resetEnv } from "@/server/env";
import { testDevnet, waitForStatus } from "../devnet/harness";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

let devnet: RunningDevnet;
let dataDir: string;
let connection: Awaited<ReturnType<typeof testDevnet>>["connection"];
let owner: TestKey;

beforeAll(async () => {
  ({ devnet, connection, dataDir } = await testDevnet(undefined, 50));
  process.env.SOLANA_RPC_URL = devnet.url;
  process.env.EMBEDDED_DEVNET = "1";
  resetEnv();
  owner = await newAccountKey("write");
});
afterAll(async () => {
  delete process.env.SOLANA_RPC_URL;
  delete process.env.EMBEDDED_DEVNET;
  resetEnv();
  await devnet.close();
});

const balances = (address: string) =>
  call(balancesRoute.GET, "GET", `/v1/balances/${address}`, { key: owner.key, params: { address } });
const fund = (body: Record<string, string>) => call(faucetRoute.POST, "POST", "/v1/faucet", { key: owner.key, body });

describe("GET /v1/balances/{address}", () => {
  it("shows an empty wallet with zero SOL, USDC and USDT", async () => {
    const wallet = Keypair.generate().publicKey.toBase58();
    const result = await balances(wallet);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      address: wallet,
      sol: "0",
      tokens: [
        { mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", symbol: "USDC", balance: "0", decimals: 6 },
        { mint: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB", symbol: "USDT", balance: "0", decimals: 6 },
      ],
    });
  });

  it("shows what the faucet gave, and Token-2022 holdings for display", async () => {
    const wallet = Keypair.generate();
    const address = wallet.publicKey.toBase58();
    const sol = await fund({ address, asset: "SOL", amount: "1.5" });
    expect(sol.status).toBe(200);
    expect(sol.body.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect((await fund({ address, asset: "USDC", amount: "12.5" })).status).toBe(200);
    await waitForStatus(
      connection,
      (await fund({ address, asset: "USDT", amount: "0.000001" })).body.signature,
      "confirmed",
    );

    const genesis = readGenesis(dataDir)!;
    const demoMint = new PublicKey(genesis.demoMint);
    const authority = mintAuthority(dataDir);
    const account = getAssociatedTokenAddressSync(demoMint, wallet.publicKey, false, TOKEN_2022_PROGRAM_ID);
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: authority.publicKey, recentBlockhash: blockhash }).add(
      createAssociatedTokenAccountIdempotentInstruction(
        authority.publicKey,
        account,
        wallet.publicKey,
        demoMint,
        TOKEN_2022_PROGRAM_ID,
      ),
      createMintToCheckedInstruction(demoMint, account, authority.publicKey, 5_000_000n, 6, [], TOKEN_2022_PROGRAM_ID),
    );
    tx.sign(authority);
    await waitForStatus(connection, await connection.sendRawTransaction(tx.serialize()), "confirmed");

    const result = await balances(address);
    expect(result.body.sol).toBe("1.5");
    expect(result.body.tokens).toEqual([
      { mint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", symbol: "USDC", balance: "12.5", decimals: 6 },
      { mint: "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB", symbol: "USDT", balance: "0.000001", decimals: 6 },
      { mint: genesis.demoMint, symbol: null, balance: "5", decimals: 6 },
    ]);
  });

  it("refuses malformed addresses with INVALID_ADDRESS", async () => {
    for (const bad of ["abc", "0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl", "1111111111111111111111111111111", "9".repeat(60)]) {
      expectErrorShape(await balances(bad), "INVALID_ADDRESS", 400);
    }
  });
});

describe("POST /v1/faucet", () => {
  it("refuses bad input and amounts past the cap", async () => {
    const address = Keypair.generate().publicKey.toBase58();
    expectErrorShape(await fund({ address: "nope", asset: "SOL", amount: "1" }), "INVALID_ADDRESS", 400);
    expectErrorShape(await fund({ address, asset: "BTC", amount: "1" }), "INVALID_ASSET", 400);
    expectErrorShape(await fund({ address, asset: "USDC", amount: "0.0000001" }), "INVALID_AMOUNT", 400);
    expectErrorShape(await fund({ address, asset: "SOL", amount: "0" }), "INVALID_AMOUNT", 400);
    const capped = await fund({ address, asset: "SOL", amount: "101" });
    expectErrorShape(capped, "INVALID_AMOUNT", 400);
    // In whole units, like every amount on the wire: 100 SOL, not 100000000000 base units.
    expect(capped.body.error.message).toContain("at most 100 SOL");
    expect(capped.body.error.message).not.toMatch(/\d{10}|base units/);
    expect(capped.body.error.details).toEqual({ asset: "SOL", cap: "100", remaining: "100" });
    await fund({ address, asset: "USDC", amount: "999999.5" });
    const usdc = await fund({ address, asset: "USDC", amount: "1" });
    expect(usdc.body.error.message).toContain("may receive 0.5 USDC more");
  });

  it("does not exist off the embedded devnet", async () => {
    process.env.EMBEDDED_DEVNET = "0";
    resetEnv();
    try {
      const result = await fund({ address: Keypair.generate().publicKey.toBase58(), asset: "SOL", amount: "1" });
      expectErrorShape(result, "NOT_FOUND", 404);
    } finally {
      process.env.EMBEDDED_DEVNET = "1";
      resetEnv();
    }
  });
});
