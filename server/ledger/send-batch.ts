import { microBatch } from "../micro-batch";
import { postRpc } from "./post-rpc";

/** What web3.js's sendRawTransaction asks for with skipPreflight and maxRetries 0, spelled out. */
const sendConfig = { encoding: "base64", skipPreflight: true, preflightCommitment: "processed", maxRetries: 0 };

type Answer = { id?: unknown; result?: unknown; error?: { code?: number; message?: string } };

const sendRequest = (wire: Uint8Array, id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "sendTransaction",
  params: [Buffer.from(wire).toString("base64"), sendConfig],
});

/**
 * Posts signed wires as one JSON-RPC request: a batch (an array) for several, a plain request for one, so a node
 * that refuses batches still takes each wire alone when the micro-batch retries them one by one. Each wire's
 * answer is its own: `undefined` when the node took it, else why not.
 */
async function postSends(wires: Uint8Array[]): Promise<(string | undefined)[]> {
  const requests = wires.map((wire, id) => sendRequest(wire, id));
  const response = await postRpc(JSON.stringify(requests.length === 1 ? requests[0] : requests));
  if (!response.ok) throw new Error(`sendTransaction: HTTP ${response.status}`);
  const body = (await response.json()) as Answer | Answer[];
  // A node answering a batch with one error (batches refused) answers no wire: the micro-batch sends each alone.
  if (wires.length > 1 && !Array.isArray(body))
    throw new Error(`sendTransaction batch refused: ${body.error?.message}`);
  const byId = new Map((Array.isArray(body) ? body : [body]).map((a) => [a.id, a]));
  return requests.map(({ id }) => {
    const answer = byId.get(id);
    if (!answer) return "no answer";
    return answer.error ? `${answer.error.code ?? ""} ${answer.error.message ?? "refused"}`.trim() : undefined;
  });
}

/**
 * Broadcasts recorded moves' bytes: the sends that meet within one turn of the event loop (the payout loop signs
 * sixteen at once) go out in one HTTP request, which saves each a round trip, its JSON-RPC framing and web3.js's
 * checking of the answer (a payout's only use of the answer is to log a refusal; its signature's status decides).
 */
const sendTogether = microBatch(postSends, 64);

/**
 * Broadcasts signed wire bytes once, unchecked (no preflight, no resend by the node): for a recorded move, whose
 * signature's status decides what happened (server/services/moves/run-move.ts), so a refusal (the promise
 * rejects with the node's words) is only logged.
 */
export async function sendRecorded(wire: Uint8Array): Promise<void> {
  const refusal = await sendTogether(wire);
  if (refusal !== undefined) throw new Error(`sendTransaction refused: ${refusal}`);
}
