import { EventEmitter } from "node:events";
import type { Db } from "../db/client";
import { notifyChannel } from "../db/queries/jobs";
import { randomBase62 } from "../ids";
import { log } from "../log";

/** What wakes local executors: events were stored (to fan out), or a run went back to the queue due at `at`. */
export type Wakeup = { kind: "events" } | { kind: "due"; at: number };

/** The PostgreSQL channel every executor on a database listens to. */
const channel = "job_wakeups";

/** Tells this process's notifications from other instances': this process heard its own already, in process. */
const processId = randomBase62(12);

const inProcess = new EventEmitter();
inProcess.setMaxListeners(0);

type Listening = { unlisten(): Promise<void> };
type ListeningClient = (() => unknown) & {
  listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<Listening>;
};

/**
 * The postgres.js client under a database handle (a tagged-template function that can LISTEN). PGlite has none
 * to offer: it lives in one process, where the in-process signal reaches every executor.
 */
function listeningClient(db: Db): ListeningClient | undefined {
  const client = (db as { $client?: unknown }).$client;
  return typeof client === "function" && "listen" in client ? (client as ListeningClient) : undefined;
}

function encode(wakeup: Wakeup): string {
  return wakeup.kind === "events" ? `${processId} events` : `${processId} due ${wakeup.at}`;
}

function decode(payload: string): { from: string; wakeup: Wakeup } | undefined {
  const [from, kind, at] = payload.split(" ");
  if (!from) return undefined;
  if (kind === "events") return { from, wakeup: { kind } };
  if (kind === "due" && Number.isFinite(Number(at))) return { from, wakeup: { kind, at: Number(at) } };
  return undefined;
}

/**
 * Wakes every local executor on this database: those of this process at once, other instances through NOTIFY.
 * Never throws: a lost wake-up only costs latency, the executors' poll finds the work anyway.
 */
export async function announce(db: Db, wakeup: Wakeup): Promise<void> {
  inProcess.emit("wakeup", wakeup);
  if (!listeningClient(db)) return;
  try {
    await notifyChannel(db, channel, encode(wakeup));
  } catch (error) {
    log.warn("local executor: wake-up notification failed", { error: error instanceof Error ? error.message : error });
  }
}

/**
 * Calls `onWakeup` for every announcement on this database, from this process or (PostgreSQL) any other; resolves
 * once listening, with the way to stop. After a reconnect of the listening connection, notifications sent
 * meanwhile are lost, so a (re)listen wakes the executor as if events had arrived.
 */
export async function listenForWakeups(db: Db, onWakeup: (wakeup: Wakeup) => void): Promise<() => Promise<void>> {
  inProcess.on("wakeup", onWakeup);
  const onNotify = (payload: string) => {
    const notice = decode(payload);
    if (notice && notice.from !== processId) onWakeup(notice.wakeup);
  };
  const listening = await listeningClient(db)
    ?.listen(channel, onNotify, () => onWakeup({ kind: "events" }))
    .catch((error: unknown) => {
      log.warn("local executor: cannot listen for wake-ups; polling only", {
        error: error instanceof Error ? error.message : error,
      });
      return undefined;
    });
  return async () => {
    inProcess.off("wakeup", onWakeup);
    await listening?.unlisten().catch(() => {});
  };
}
