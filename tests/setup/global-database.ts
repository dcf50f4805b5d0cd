import type { TestProject } from "vitest/node";

/**
 * With DATABASE_URL (CI, PostgreSQL) every run gets a database of its own, dropped at the end,
 * so runs never see each other's rows. Without it each worker opens its own PGlite (worker-env.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide("databaseUrl", "");
    return;
  }
  const { default: postgres } = await import("postgres");
  const name = `payment_test_${Date.now()}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide("databaseUrl", url.toString());
  // Migrate once here, so the workers don't race to do it.
  process.env.DATABASE_URL = url.toString();
  const { getDb, closeDb } = await import("../../server/db/client");
  await getDb();
  await closeDb();
  process.env.DATABASE_URL = serverUrl;

  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
