import { postRpc } from "./post-rpc";

/** What web3.js's sendRawTransaction asks for with skipPreflight and maxRetries 0, spelled out. */
const sendConfig = { encoding: "base64", skipPreflight: true, preflightCommitment: "processed", maxRetries: 0 };

/**
 * A batch's JSON stays under 40 kB: RPC nodes cap a request's body (50 KiB is a common default), and a payout's wire
 * is up to 1.6 kB in base64. Sixteen payouts in flight fit one batch.
 */
const maxBatchChars = 40_000;

type Answer = { id?: unknown; result?: unknown; error?: { code?: number; message?: string } };
type Waiting = { base64: string; resolve: () => void; reject: (error: Error) => void };

const sendRequest = (base64: string, id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "sendTransaction",
  params: [base64, sendConfig],
});

const refusalOf = (answer: Answer | undefined): string | undefined => {
  if (!answer) return "no answer";
  if (answer.error) return `${answer.error.code ?? ""} ${answer.error.message ?? "refused"}`.trim();
  return typeof answer.result === "string" ? undefined : "an answer without a signature";
};

/** One wire alone, a plain request: its refusal, or undefined once the node took it. */
async function postAlone(base64: string): Promise<string | undefined> {
  try {
    const response = await postRpc(JSON.stringify(sendRequest(base64, 0)));
    if (!response.ok) {
      await response.body?.cancel();
      return `HTTP ${response.status}`;
    }
    return refusalOf((await response.json()) as Answer);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The node's answer to each wire of a batch, by its id (its place in the batch); none when the batch failed. */
async function answersToBatch(batch: Waiting[]): Promise<Map<unknown, Answer>> {
  try {
    const response = await postRpc(JSON.stringify(batch.map((w, id) => sendRequest(w.base64, id))));
    // An error's body is let go unread: the connection is freed for the next request.
    const body = response.ok ? ((await response.json()) as unknown) : await response.body?.cancel();
    return Array.isArray(body) ? new Map((body as Answer[]).map((a) => [a?.id, a])) : new Map();
  } catch {
    return new Map();
  }
}

/**
 * Sends wires, several as one JSON-RPC batch, one as a plain request. A wire the batch did not clearly take (an
 * error in its answer, no answer, or the whole batch failed: refused, HTTP error, not JSON, timed out) goes again
 * alone, once, side by side with the others: a node that refuses batches, or refuses some of their elements (rate
 * limits counted per call), still takes every wire it takes alone, and a refusal on its own is final.
 */
async function post(batch: Waiting[]): Promise<void> {
  const answers = batch.length > 1 ? await answersToBatch(batch) : new Map<unknown, Answer>();
  await Promise.all(
    batch.map(async (waiting, id) => {
      const refusal = refusalOf(answers.get(id)) === undefined ? undefined : await postAlone(waiting.base64);
      if (refusal === undefined) waiting.resolve();
      else waiting.reject(new Error(`sendTransaction refused: ${refusal}`));
    }),
  );
}

/** Wires in batches of at most maxBatchChars of base64, in the order they came. */
function batchesOf(waiting: Waiting[]): Waiting[][] {
  const batches: Waiting[][] = [];
  let current: Waiting[] = [];
  let chars = 0;
  for (const w of waiting) {
    if (current.length > 0 && chars + w.base64.length > maxBatchChars) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(w);
    chars += w.base64.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

let gathering: Waiting[] | undefined;

/** Sends what gathered during one turn of the event loop, in batches that never wait for one another. */
function sendGathered(): void {
  const waiting = gathering ?? [];
  gathering = undefined;
  for (const batch of batchesOf(waiting)) void post(batch);
}

/**
 * Broadcasts signed wire bytes once, unchecked (no preflight, no resend by the node): for a recorded move, whose
 * signature's status decides what happened (server/services/moves/run-move.ts), so a refusal (the promise rejects
 * with the node's words) is only logged. The sends made during one turn of the event loop (the payout loop signs
 * sixteen at once) go out as one JSON-RPC batch, which saves each an HTTP round trip and web3.js's checking of the
 * answer. Batches never wait for one another: a node slow to answer one holds only the sends in it.
 */
export function sendRecorded(wire: Uint8Array): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (!gathering) {
      gathering = [];
      setImmediate(sendGathered);
    }
    gathering.push({ base64: Buffer.from(wire).toString("base64"), resolve, reject });
  });
}
