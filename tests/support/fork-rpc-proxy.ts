import bs58 from "bs58";
import { startRpcProxy } from "./rpc-proxy";

type RpcCall = { id?: unknown; method?: string; params?: unknown[] };

const commitmentOf = (call: RpcCall, index: number) =>
  (call.params?.[index] as { commitment?: string } | undefined)?.commitment ?? "finalized";

const answer = (call: RpcCall, result: unknown) => ({
  status: 200,
  body: JSON.stringify({ jsonrpc: "2.0", result, id: call.id ?? null }),
});

/**
 * A JSON-RPC proxy in front of the devnet, on 127.0.0.1, that says at `confirmed` what the finalized chain does not
 * (yet): the confirmed chain of a real cluster runs about 32 slots ahead, and may be a fork it abandons. The devnet
 * answers every commitment from its newest state, so the proxy plays the difference, for what the sets name:
 * - `expiredAtConfirmed`: blockhashes isBlockhashValid calls invalid at confirmed (the devnet answers finalized);
 * - `failedAtConfirmed`: signatures getSignatureStatuses reports landed at confirmed with an error, as in a block of
 *   a fork, whatever the devnet says;
 * - `lost`: signatures whose sends never reach the devnet (answered as a node answers bytes it took);
 * - `unfinal`: accounts getMultipleAccounts at finalized reads as absent (a payment to them not final yet), and
 *   signatures the finalized chain does not have yet: getSignatureStatuses says `confirmed`, getTransaction and
 *   getSignaturesForAddress at finalized leave them out;
 * - `dropped`: signatures no chain has any more (the fork that held them was abandoned): getSignatureStatuses,
 *   getTransaction and getSignaturesForAddress know nothing of them.
 */
export async function startForkRpcProxy(target: string) {
  const fork = {
    expiredAtConfirmed: new Set<string>(),
    failedAtConfirmed: new Set<string>(),
    lost: new Set<string>(),
    unfinal: new Set<string>(),
    dropped: new Set<string>(),
  };
  const parse = (body: Buffer): RpcCall => {
    try {
      return JSON.parse(body.toString("utf8")) as RpcCall;
    } catch {
      return {};
    }
  };
  const proxy = await startRpcProxy(target, {
    before: (body) => {
      const call = parse(body);
      if (call.method === "sendTransaction") {
        const wire = Buffer.from(String(call.params?.[0] ?? ""), "base64");
        const signature = bs58.encode(wire.subarray(1, 65));
        return fork.lost.has(signature) ? answer(call, signature) : undefined;
      }
      if (call.method === "getTransaction") {
        const signature = String(call.params?.[0]);
        const unfinal = fork.unfinal.has(signature) && commitmentOf(call, 1) === "finalized";
        if (unfinal || fork.dropped.has(signature)) return answer(call, null);
      }
      if (call.method === "isBlockhashValid" && commitmentOf(call, 1) !== "finalized") {
        const blockhash = String(call.params?.[0]);
        if (fork.expiredAtConfirmed.has(blockhash)) return answer(call, { context: { slot: 0 }, value: false });
      }
      return undefined;
    },
    rewrite: (body, text) => {
      const call = parse(body);
      if (call.method === "getSignatureStatuses") {
        const signatures = (call.params?.[0] as string[] | undefined) ?? [];
        const named = (s: string) => fork.dropped.has(s) || fork.failedAtConfirmed.has(s) || fork.unfinal.has(s);
        if (!signatures.some(named)) return text;
        const parsed = JSON.parse(text) as { result: { value: ({ confirmationStatus?: string } | null)[] } };
        parsed.result.value = parsed.result.value.map((status, i) => {
          const signature = signatures[i]!;
          if (fork.dropped.has(signature)) return null;
          if (fork.failedAtConfirmed.has(signature)) {
            return {
              slot: 1,
              confirmations: 1,
              confirmationStatus: "confirmed",
              err: { InstructionError: [0, { Custom: 1 }] },
              status: { Err: { InstructionError: [0, { Custom: 1 }] } },
            };
          }
          const unfinal = fork.unfinal.has(signature) && status?.confirmationStatus === "finalized";
          return unfinal ? { ...status, confirmations: 1, confirmationStatus: "confirmed" } : status;
        });
        return JSON.stringify(parsed);
      }
      if (call.method === "getSignaturesForAddress" && fork.unfinal.size + fork.dropped.size > 0) {
        const atFinalized = commitmentOf(call, 1) === "finalized";
        const parsed = JSON.parse(text) as { result?: { signature: string; confirmationStatus?: string }[] };
        if (!parsed.result) return text;
        parsed.result = parsed.result
          .filter((s) => !fork.dropped.has(s.signature) && !(atFinalized && fork.unfinal.has(s.signature)))
          .map((s) => (fork.unfinal.has(s.signature) ? { ...s, confirmationStatus: "confirmed" } : s));
        return JSON.stringify(parsed);
      }
      if (call.method === "getMultipleAccounts" && commitmentOf(call, 1) === "finalized") {
        const addresses = (call.params?.[0] as string[] | undefined) ?? [];
        if (!addresses.some((a) => fork.unfinal.has(a))) return text;
        const parsed = JSON.parse(text) as { result: { value: unknown[] } };
        parsed.result.value = parsed.result.value.map((account, i) =>
          fork.unfinal.has(addresses[i]!) ? null : account,
        );
        return JSON.stringify(parsed);
      }
      return text;
    },
  });
  return { ...proxy, fork };
}
