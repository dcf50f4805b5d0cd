import { afterEach, describe, expect, it } from "vitest";
import * as configRoute from "@/app/api/config/route";
import { resetEnv } from "@/server/env";
import { ownClientAddress } from "../support/own-client-address";

const config = async () =>
  (await (
    await configRoute.GET(new Request("http://localhost:3000/api/config", { headers: ownClientAddress() }))
  ).json()) as {
    rpcUrl: string;
    embeddedDevnet: boolean;
  };

afterEach(() => {
  for (const name of ["SOLANA_RPC_URL", "PUBLIC_SOLANA_RPC_URL", "EMBEDDED_DEVNET"]) delete process.env[name];
  resetEnv();
});

describe("GET /api/config", () => {
  it("never hands the browser a provider key from SOLANA_RPC_URL", async () => {
    process.env.SOLANA_RPC_URL = "https://rpc.example.com/v2/secret-key?api-key=also-secret";
    resetEnv();
    expect(await config()).toEqual({ rpcUrl: "https://rpc.example.com", embeddedDevnet: false });
    process.env.PUBLIC_SOLANA_RPC_URL = "https://public.example.com/";
    resetEnv();
    expect((await config()).rpcUrl).toBe("https://public.example.com/");
  });

  it("points at the embedded devnet when the service runs on it", async () => {
    expect(await config()).toEqual({ rpcUrl: "http://127.0.0.1:8899", embeddedDevnet: true });
  });
});
