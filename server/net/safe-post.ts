import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isPrivateAddress, isPrivateHost } from "./private-addresses";

export type PostResult = { status: number; excerpt: string; retryAfter: string | null };

export class BlockedDestination extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BlockedDestination";
  }
}

const excerptBytes = 2048;

/** A webhook URL whose host was resolved and checked: connections go to `address`, never to a fresh lookup. */
export type Destination = { url: URL; address: string; family: number };

/**
 * Resolves the host and checks every address it resolves to; posts then connect to the address checked, so a
 * DNS answer that changes between the check and the connection (rebinding) cannot reach inside the network.
 */
export async function checkDestination(urlText: string, allowPrivate: boolean): Promise<Destination> {
  const url = new URL(urlText);
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    throw new BlockedDestination(`${url.protocol} is not allowed; use https`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && isPrivateHost(host)) throw new BlockedDestination(`${host} is a private or local host`);
  const addresses = await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new BlockedDestination(`${host} does not resolve`);
  if (!allowPrivate) {
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) throw new BlockedDestination(`${host} resolves to ${bad.address}, a private address`);
  }
  const [{ address, family }] = addresses as [{ address: string; family: number }];
  return { url, address, family };
}

/** Keep-alive connections for many posts to one destination, at most `sockets` open at once. */
export function destinationPool(destination: Destination, sockets: number): http.Agent {
  const Agent = destination.url.protocol === "https:" ? https.Agent : http.Agent;
  return new Agent({ keepAlive: true, maxSockets: sockets });
}

/** One POST to a checked destination. Redirects are not followed: a 3xx is an answer like any other. */
export function postTo(
  destination: Destination,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; pool?: http.Agent },
): Promise<PostResult> {
  const pinned: LookupFunction = (_host, opts, callback) => {
    if (typeof opts === "object" && opts.all)
      callback(null, [{ address: destination.address, family: destination.family }]);
    else callback(null, destination.address, destination.family);
  };
  const transport = destination.url.protocol === "https:" ? https : http;
  return new Promise<PostResult>((resolve, reject) => {
    const request = transport.request(
      destination.url,
      {
        method: "POST",
        lookup: pinned,
        agent: options.pool,
        headers: { ...headers, "content-length": Buffer.byteLength(body).toString() },
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answered = () =>
          resolve({
            status: response.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).subarray(0, excerptBytes).toString("utf8"),
            retryAfter: (response.headers["retry-after"] as string | undefined) ?? null,
          });
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size < excerptBytes) return;
          // The excerpt is all that is kept: the rest of a long (or endless) answer is not read, the socket is closed.
          answered();
          response.destroy();
        });
        response.on("end", answered);
        response.on("error", reject);
      },
    );
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on("close", () => clearTimeout(deadline));
    request.on("timeout", () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** Checks the destination, then posts to it: one attempt, checked afresh. */
export async function safePost(
  urlText: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostResult> {
  return postTo(await checkDestination(urlText, options.allowPrivate), body, headers, options);
}
