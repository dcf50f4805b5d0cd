/**
 * One value per process for `name`, made on first use. Kept on globalThis: Next.js may load a module more than
 * once in one process (the server's bundles and instrumentation), and a second database pool, executor or
 * counter set would double what must be single.
 */
const registry = Symbol.for("payment-service.singletons");
type GlobalWithRegistry = typeof globalThis & { [registry]?: Map<string, unknown> };

function singletons(): Map<string, unknown> {
  const g = globalThis as GlobalWithRegistry;
  g[registry] ??= new Map();
  return g[registry];
}

export function processSingleton<T>(name: string, create: () => T): T {
  const all = singletons();
  if (!all.has(name)) all.set(name, create());
  return all.get(name) as T;
}

/** Drops the value, so the next use makes a new one (after a failed open, or a close). */
export function forgetProcessSingleton(name: string): void {
  singletons().delete(name);
}

/** The value if one was made, without making it. */
export function peekProcessSingleton<T>(name: string): T | undefined {
  return singletons().get(name) as T | undefined;
}
