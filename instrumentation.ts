/**
 * Next.js calls this once when the server starts (`next start` and scripts/serve.ts alike): traces first (so the
 * boot's own work is traced when OTEL_EXPORTER_OTLP_ENDPOINT is set), then migrate, bootstrap keys, start background
 * work.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startTracing } = await import("./server/tracing/sdk");
  await startTracing();
  const { boot } = await import("./server/boot");
  await boot();
}
