import type { AddressInfo } from "node:net";
import { treasuryKeypair } from "../ledger/treasury";
import { DevnetLedger } from "./devnet-ledger";
import { createGenesis, mintAuthority } from "./genesis";
import { createMethods } from "./rpc-methods/index";
import { createRpcServer } from "./rpc-server";

export type DevnetOptions = { port: number; dataDir: string; host?: string; slotMs?: number };

export type RunningDevnet = {
  url: string;
  ledger: DevnetLedger;
  /** Lets tests pass slots without waiting for them. */
  advanceSlots: (count: number) => void;
  close: () => Promise<void>;
};

/**
 * The embedded Solana cluster: LiteSVM behind JSON-RPC, slots on a timer, state saved under dataDir/devnet before a
 * slot with changes is finalized, and on close.
 */
export async function startDevnet(options: DevnetOptions): Promise<RunningDevnet> {
  const { ledger, fresh } = DevnetLedger.open(options.dataDir);
  if (fresh) createGenesis(ledger, options.dataDir, treasuryKeypair(options.dataDir).publicKey);
  ledger.save();
  const host = options.host ?? "127.0.0.1";
  let url = "";
  const server = createRpcServer(createMethods(ledger, mintAuthority(options.dataDir), () => url));
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const slotTimer = setInterval(() => ledger.tick(), options.slotMs ?? 400);
  return {
    url,
    ledger,
    advanceSlots: (count) => ledger.advance(count),
    close: async () => {
      clearInterval(slotTimer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      ledger.save();
    },
  };
}
