import { mkdirSync } from "node:fs";
import path from "node:path";
import { takeProcessLock } from "../fs/process-lock";
import { treasuryKeypair } from "../ledger/treasury";
import { StartupRefusal } from "../startup-refusal";
import { DevnetLedger } from "./devnet-ledger";
import { createGenesis, mintAuthority } from "./genesis";
import { listen } from "./listen";
import { type PubsubLimits, type PubsubServer, startPubsubServer } from "./pubsub/pubsub-server";
import { createMethods } from "./rpc-methods/index";
import { createRpcServer } from "./rpc-server";

export type DevnetOptions = {
  /** The JSON-RPC port; 0 picks a free one. */
  port: number;
  dataDir: string;
  host?: string;
  slotMs?: number;
  /** The PubSub websocket port: by default the RPC port + 1, as validators do (a free one when `port` is 0). */
  wsPort?: number;
  pubsubLimits?: Partial<PubsubLimits>;
};

export type RunningDevnet = {
  url: string;
  /** The PubSub websocket, where web3.js looks for it (RPC port + 1) unless the port was chosen freely. */
  wsUrl: string;
  ledger: DevnetLedger;
  /** Lets tests pass slots without waiting for them. */
  advanceSlots: (count: number) => void;
  close: () => Promise<void>;
};

/**
 * The embedded Solana cluster: LiteSVM behind JSON-RPC and PubSub, slots on a timer, state saved under
 * dataDir/devnet before a slot with changes is finalized, and on close.
 */
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
  const host = options.host ?? "127.0.0.1";
  let url = "";
  const server = createRpcServer(createMethods(ledger, mintAuthority(options.dataDir), () => url));
  const port = await listen(server, options.port, host, "RPC");
  url = `http://${host}:${port}`;
  let pubsub: PubsubServer;
  try {
    const wsPort = options.wsPort ?? (options.port === 0 ? 0 : port + 1);
    pubsub = await startPubsubServer(ledger, { port: wsPort, host, limits: options.pubsubLimits });
  } catch (error) {
    server.close();
    throw error;
  }
  const slotTimer = setInterval(() => ledger.tick(), options.slotMs ?? 400);
  return {
    url,
    wsUrl: `ws://${host}:${pubsub.port}`,
    ledger,
    advanceSlots: (count) => ledger.advance(count),
    close: async () => {
      clearInterval(slotTimer);
      await pubsub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      ledger.save();
      release();
    },
  };
}
