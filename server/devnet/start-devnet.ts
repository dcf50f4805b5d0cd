import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { PublicKey } from "@solana/web3.js";
import { takeProcessLock } from "../fs/process-lock";
import { treasuryKeypair } from "../ledger/treasury";
import { StartupRefusal } from "../startup-refusal";
import { DevnetLedger } from "./devnet-ledger";
import { createGenesis, mintAuthority } from "./genesis";
import { createMethods } from "./rpc-methods";
import { createRpcServer } from "./rpc-server";

export type DevnetOptions = { port: number; dataDir: string; host?: string; slotMs?: number; saveEveryMs?: number };

export type RunningDevnet = {
  url: string;
  ledger: DevnetLedger;
  /** Lets tests pass slots without waiting for them. */
  advanceSlots: (count: number) => void;
  close: () => Promise<void>;
};

/** The embedded Solana cluster: LiteSVM behind JSON-RPC, slots on a timer, state saved under dataDir/devnet. */
export async function startDevnet(options: DevnetOptions): Promise<RunningDevnet> {
  mkdirSync(options.dataDir, { recursive: true });
  const release = takeProcessLock(
    path.join(options.dataDir, "devnet.lock"),
    (pid) =>
      new StartupRefusal(
        `the devnet state in ${path.resolve(options.dataDir)} is in use by process ${pid ?? "unknown"}: stop it first`,
      ),
  );
  const { ledger, fresh } = DevnetLedger.open(options.dataDir);
  if (fresh) createGenesis(ledger, options.dataDir, treasuryKeypair(options.dataDir).publicKey);
  ledger.save();
  const server = createRpcServer(createMethods(ledger, mintAuthority(options.dataDir)));
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const slotTimer = setInterval(() => ledger.tick(), options.slotMs ?? 400);
  const saveTimer = setInterval(() => ledger.save(), options.saveEveryMs ?? 2_000);
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    ledger,
    advanceSlots: (count) => {
      for (let i = 0; i < count; i++) ledger.tick();
    },
    close: async () => {
      clearInterval(slotTimer);
      clearInterval(saveTimer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      ledger.save();
      release();
    },
  };
}
