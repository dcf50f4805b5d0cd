import WebSocket from "ws";

export type Notification = { method: string; params: { result: unknown; subscription: number } };
type Answer = { id?: unknown; result?: unknown; error?: { code: number; message: string } };

/** A bare JSON-RPC websocket client: requests by id, notifications queued until a test takes them. */
export class TestSocket {
  private nextId = 1;
  private readonly answers = new Map<unknown, (answer: Answer) => void>();
  private readonly queue: Notification[] = [];
  private waiting: (() => void) | undefined;
  readonly unanswered: Answer[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString()) as Answer | Answer[] | Notification;
      for (const one of Array.isArray(message) ? message : [message]) {
        if ("method" in one) this.queue.push(one as Notification);
        else if (this.answers.has((one as Answer).id)) this.answers.get((one as Answer).id)?.(one as Answer);
        else this.unanswered.push(one as Answer);
      }
      this.waiting?.();
    });
  }

  static open(url: string): Promise<TestSocket> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(new TestSocket(socket)));
      socket.once("error", reject);
    });
  }

  send(text: string): void {
    this.socket.send(text);
  }

  /** Sends a request; resolves its result, rejects with "code: message" on an error answer (at most 5 s). */
  request(method: string, params: unknown[] = []): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 5_000);
      this.answers.set(id, (answer) => {
        clearTimeout(timer);
        this.answers.delete(id);
        if (answer.error) reject(new Error(`${answer.error.code}: ${answer.error.message}`));
        else resolve(answer.result);
      });
      this.socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    });
  }

  /** The next notification of this subscription (at most `timeoutMs`), in arrival order. */
  async next(subscription: number, timeoutMs = 5_000): Promise<Notification["params"]["result"]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.queue.findIndex((n) => n.params.subscription === subscription);
      if (index >= 0) return this.queue.splice(index, 1)[0]!.params.result;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no notification for subscription ${subscription}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Notifications of the subscription received so far, taken off the queue. */
  drain(subscription: number): unknown[] {
    const taken = this.queue.filter((n) => n.params.subscription === subscription);
    for (const n of taken) this.queue.splice(this.queue.indexOf(n), 1);
    return taken.map((n) => n.params.result);
  }

  close(): void {
    this.socket.close();
  }
}
