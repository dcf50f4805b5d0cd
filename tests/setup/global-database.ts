import type { TestProject } from "vitest/node";

/**
 * With DATABASE_URL (CI, PostgreSQL) every run migrates one template database; each test file then gets a copy of
 * its own (worker-env.ts), and all are dropped at the end. Test files never see each other's rows, and a file's
 * background runs never pick up work a file before it left behind (two workers sharing one database did, and those
 * stale runs slowed what came after). Without DATABASE_URL each worker opens its own PGlite (worker-env.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide("databaseUrl", "");
    project.provide("templateDatabase", "");
    return;
  }
  const { default: postgres } = await import("postgres");
  const base = `payment_test_${Date.now()}_${process.pid}`;
  const template = `${base}_template`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${template}"`);
  // Migrate here, once, so the workers neither race to do it nor repeat it per file.
  const { getDb, closeDb } = await import("../../server/db/client");
  process.env.DATABASE_URL = databaseUrlNamed(serverUrl, template);
  await getDb();
  await closeDb();
  process.env.DATABASE_URL = serverUrl;
  project.provide("databaseUrl", serverUrl);
  project.provide("templateDatabase", template);

  return async () => {
    const made = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${`${base}%`}`;
    for (const { datname } of made) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}

/** The database name each test file's copy starts with. */
export const copyPrefix = (template: string) => template.replace(/_template$/, "");

/** The same server's URL with another database name. */
export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    templateDatabase: string;
  }
}
