import { env } from "../env";
import { isStartupRefusal } from "../startup-refusal";
import { startDevnet } from "./start-devnet";

/** `npm run devnet`: the embedded cluster on its own, until SIGINT or SIGTERM (state saved on the way out). */
async function main() {
  const devnet = await startDevnet({ port: env().DEVNET_PORT, dataDir: env().DATA_DIR });
  console.log(`Devnet listening on ${devnet.url}`);
  console.log(`Devnet websocket (PubSub) on ${devnet.wsUrl}`);
  const stop = async () => {
    await devnet.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(isStartupRefusal(error) ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
