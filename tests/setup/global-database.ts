import type { TestProject } from "vitest/node";

/** Test files run in this many processes at once (vitest.config.ts maxWorkers), each with a database of its own. */
const workerSlots = 4;

/**
 * With DATABASE_URL (CI, PostgreSQL) every run gets databases of its own, one per worker slot, dropped at the end:
 * runs never see each other's rows, and test files running side by side never pick up each other's background
 * runs. Without DATABASE_URL each worker opens its own PGlite (worker-env.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide("databaseUrl", "");
    return;
  }
  const { default: postgres } = await import("postgres");
  const base = `payment_test_${Date.now()}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const names = Array.from({ length: workerSlots + 1 }, (_, slot) => `${base}_${slot}`);
  const { getDb, closeDb } = await import("../../server/db/client");
  for (const name of names) {
    await admin.unsafe(`create database "${name}"`);
    // Migrate here, so the workers don't race to do it.
    process.env.DATABASE_URL = urlOf(name);
    await getDb();
    await closeDb();
  }
  process.env.DATABASE_URL = serverUrl;
  project.provide("databaseUrl", urlOf(base));

  return async () => {
    for (const name of names) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
