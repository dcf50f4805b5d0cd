import { realpathSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";

/**
 * The directory that holds both the project and its installed packages. It is the project itself,
 * except in a git worktree whose node_modules is a symlink to another checkout's: Turbopack refuses
 * to resolve `next` outside its root, so the root must then be their common ancestor.
 */
function workspaceRoot(): string {
  const project = process.cwd();
  let modules: string;
  try {
    modules = realpathSync(path.join(project, "node_modules"));
  } catch {
    return project;
  }
  let root = project;
  while (!modules.startsWith(root + path.sep) && path.dirname(root) !== root) root = path.dirname(root);
  return root;
}

const nextConfig: NextConfig = {
  // Native addons, wasm and dynamic imports that the bundler must leave to Node.
  serverExternalPackages: [
    "litesvm",
    "@electric-sql/pglite",
    "postgres",
    "drizzle-orm",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/exporter-trace-otlp-proto",
    "@opentelemetry/resources",
  ],
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc --noEmit, before the build); the build repeating it took about a
  // minute of every first start.
  typescript: { ignoreBuildErrors: true },
  typedRoutes: false,
  turbopack: { root: workspaceRoot() },
};

export default nextConfig;
