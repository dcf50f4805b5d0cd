import { mkdirSync } from "node:fs";
import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { env } from "../env";
import { forgetProcessSingleton, peekProcessSingleton, processSingleton } from "../process-singleton";
import { lockEmbeddedDatabase } from "./pglite-lock";
import { traceQueries } from "./query-spans";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * An open database transaction. A function that takes `Tx` (not `DbOrTx`) must run inside its caller's
 * transaction: its writes only make sense together with the caller's (a status change and its event).
 */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** A database handle or an open transaction: every query takes one first, so the use case owns the transaction. */
export type DbOrTx = Db | Tx;

type Handle = { db: Db; close: () => Promise<void>; kind: "postgres" | "pglite" };

const singleton = "database";

export function migrationsFolder(): string {
  return path.join(process.cwd(), "drizzle");
}

async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  // One instance migrates at a time: a single-connection client holds the advisory lock for the whole run,
  // and the instances that waited on it find nothing left to do.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(727274)`;
    await migrate(drizzle(migrator), { migrationsFolder: migrationsFolder() });
  } finally {
    await migrator.end({ timeout: 5 });
  }
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
}

async function openPglite(dataDir: string): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const unlock = lockEmbeddedDatabase(dataDir);
  try {
    const client = await PGlite.create(dir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db: db as unknown as Db, kind: "pglite", close };
  } catch (error) {
    unlock();
    throw error;
  }
}

function open(): Promise<Handle> {
  traceQueries();
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(DATA_DIR);
}

/** The process-wide database, opened and migrated on first use. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function databaseKind(): Promise<Handle["kind"]> {
  return (await handle()).kind;
}

function handle(): Promise<Handle> {
  return processSingleton(singleton, () =>
    open().catch((error: unknown) => {
      // A database that could not be opened is tried again on next use, not remembered as failed.
      forgetProcessSingleton(singleton);
      throw error;
    }),
  );
}

export async function closeDb(): Promise<void> {
  const current = peekProcessSingleton<Promise<Handle>>(singleton);
  forgetProcessSingleton(singleton);
  if (current) await (await current).close();
}
