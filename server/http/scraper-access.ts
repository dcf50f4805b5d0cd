import { env } from "../env";
import { AppError } from "../errors";
import { clientAddressOf } from "./client-address";
import { sameToken } from "./session-cookie";

function isLoopback(address: string): boolean {
  return address === "::1" || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/**
 * Who may read the service's operational state (GET /metrics, the details of /api/ready): with METRICS_TOKEN,
 * whoever sends it as a Bearer token; without it, only clients on this machine (as the app's server found their
 * address: server/http/client-address.ts; an address nobody stamped is refused). Undefined when allowed.
 */
export function scraperRefusal(request: Request): AppError | undefined {
  const token = env().METRICS_TOKEN;
  if (token) {
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? null;
    if (sameToken(presented, token)) return undefined;
    return new AppError("UNAUTHENTICATED", "Send the metrics token as: Authorization: Bearer <METRICS_TOKEN>");
  }
  if (isLoopback(clientAddressOf(request.headers))) return undefined;
  return new AppError("FORBIDDEN", "Metrics are served to this machine only unless METRICS_TOKEN is set", {
    reason: "not_loopback",
  });
}
