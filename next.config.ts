import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native addons, wasm and dynamic imports that the bundler must leave to Node.
  serverExternalPackages: ["litesvm", "@electric-sql/pglite", "postgres", "rate-limiter-flexible", "drizzle-orm"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
