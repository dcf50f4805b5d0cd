import { startRpcProxy } from "./rpc-proxy";

type RpcCall = { method?: string; params?: [unknown, { commitment?: string }?] };

/**
 * A JSON-RPC proxy in front of the devnet, on 127.0.0.1, that answers 503 to a confirmed read of exactly one
 * account in `refused` (what a cancel's look at its deposit account is: server/services/transactions/private/detect-deposit-now.ts)
 * and passes everything else on: the watcher's reads (many accounts a call) and every finalized read go through. So a
 * test can have the ledger fail the cancel's look while the watcher still sees the deposit.
 */
export async function startRefusingRpcProxy(target: string) {
  const refused = new Set<string>();
  const stats = { refused: 0 };
  const isRefused = (call: RpcCall) => {
    const [keys, options] = call.params ?? [];
    return (
      call.method === "getMultipleAccounts" &&
      Array.isArray(keys) &&
      keys.length === 1 &&
      refused.has(String(keys[0])) &&
      options?.commitment === "confirmed"
    );
  };
  const proxy = await startRpcProxy(target, {
    before: (body) => {
      let call: RpcCall = {};
      try {
        call = JSON.parse(body.toString("utf8")) as RpcCall;
      } catch {}
      if (!isRefused(call)) return undefined;
      stats.refused++;
      return { status: 503, body: "{}" };
    },
  });
  return { ...proxy, refused, stats };
}
