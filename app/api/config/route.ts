import { isEmbeddedDevnet, rpcUrl } from "@/server/ledger/connection";

/** What the browser needs to talk to the ledger with its own wallet. No secrets. */
export function GET(): Response {
  return Response.json({ rpcUrl: rpcUrl(), embeddedDevnet: isEmbeddedDevnet() });
}
