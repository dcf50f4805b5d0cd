import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Starts a server listening; resolves its port, or rejects with a clear message when the port is taken. */
export function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`The devnet's ${what} port ${port} is in use`) : error);
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
