/**
 * With DATABASE_URL, a database of the run's own on that server, dropped after: what earlier runs left (a fixed
 * bench account, 100,000 copied deposits) never clashes with or slows this one. Without it, nothing (PGlite).
 */
export async function ownDatabase(prefix: string): Promise<{ url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { drop: async () => {} };
  const { default: postgres } = await import("postgres");
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Runs `run` with DATABASE_URL pointing at a database of its own (ownDatabase), closing the app's pool and dropping it after. */
export async function withOwnDatabase<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  const database = await ownDatabase(prefix);
  if (!database.url) return run();
  process.env.DATABASE_URL = database.url;
  try {
    return await run();
  } finally {
    const { closeDb } = await import("../../server/db/client");
    await closeDb();
    await database.drop();
  }
}
