import { createHash } from "node:crypto";
import bs58 from "bs58";
import { startRpcProxy } from "./rpc-proxy";

type RpcCall = { id?: unknown; method?: string; params?: unknown[] };

/**
 * A JSON-RPC proxy in front of the devnet, on 127.0.0.1, that loses the first `lose` sends of each transaction: it
 * answers sendTransaction as a node does when it took the bytes (their signature) without passing them on, as a
 * packet lost on the way to the leader. Every other call goes through. Counts the sends it lost and passed.
 */
export async function startLosingRpcProxy(target: string, lose: number) {
  const sends = new Map<string, number>();
  const stats = { lost: 0, passed: 0 };
  const proxy = await startRpcProxy(target, {
    before: (body) => {
      let call: RpcCall = {};
      try {
        call = JSON.parse(body.toString("utf8")) as RpcCall;
      } catch {}
      if (call.method !== "sendTransaction") return undefined;
      const wire = String(call.params?.[0] ?? "");
      const key = createHash("sha256").update(wire).digest("hex");
      const seen = (sends.get(key) ?? 0) + 1;
      sends.set(key, seen);
      if (seen > lose) {
        stats.passed++;
        return undefined;
      }
      stats.lost++;
      // The first signature of the wire bytes (after the one-byte count): what a node answers for bytes it took.
      const bytes = Buffer.from(wire, "base64");
      const signature = bs58.encode(bytes.subarray(1, 65));
      return { status: 200, body: JSON.stringify({ jsonrpc: "2.0", result: signature, id: call.id ?? null }) };
    },
  });
  return { ...proxy, stats };
}
