import { readdirSync } from "node:fs";
import path from "node:path";
import type { Route } from "./route-server";

const appDir = path.resolve(__dirname, "../../app");
const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Every route file under app/<top>, as its path from app/ ("v1/webhooks/[webhookId]/route.ts"), sorted. */
export function appRouteFiles(top: "v1" | "api"): string[] {
  return readdirSync(path.join(appDir, top), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => path.join(top, file))
    .sort();
}

/**
 * A route file's URL pattern: [name] is one segment, [...name] the rest, [[...name]] the rest or nothing, as
 * Next.js's file-system router reads them.
 */
function patternOf(file: string): RegExp {
  const segments = path
    .dirname(file)
    .split(path.sep)
    .map((segment) => {
      const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
      if (optional) return `(?:/(?<${optional[1]}>.+))?`;
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment);
      if (rest) return `/(?<${rest[1]}>.+)`;
      const one = /^\[(\w+)\]$/.exec(segment);
      return one ? `/(?<${one[1]}>[^/]+)` : `/${segment.replace(/[.]/g, "\\.")}`;
    });
  return new RegExp(`^${segments.join("")}$`);
}

/** How specific a route is: Next.js tries static segments before a [param], and a [...rest] last. */
function rank(file: string): number {
  if (file.includes("[...")) return 1_000;
  return (file.match(/\[/g) ?? []).length;
}

/** Every route of the app under /<top>, each exported method with its handler, for serveRoutes (route-server.ts). */
export async function appRoutes(top: "v1" | "api"): Promise<Route[]> {
  const files = appRouteFiles(top).sort((a, b) => rank(a) - rank(b));
  const routes: Route[] = [];
  for (const file of files) {
    const module = (await import(path.join(appDir, file))) as Record<string, unknown>;
    for (const method of methods) if (module[method]) routes.push([method, patternOf(file), module[method]]);
  }
  return routes;
}
