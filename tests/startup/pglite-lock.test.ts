import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockEmbeddedDatabase } from "@/server/db/pglite-lock";
import { eventually } from "../support/webhook-receiver";
import { linesOf, runEntry } from "./processes";

const newDataDir = () => mkdtempSync(path.join(tmpdir(), "pglite-lock-"));

/** The pid of a process that has ended: a lock naming it is stale. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  return pid as number;
}

async function waitForLine(read: () => string, line: string, timeoutMs: number): Promise<void> {
  await eventually(
    () => read().includes(line),
    timeoutMs,
    () => `"${line}" in:\n${read()}\n`,
  );
}

describe("one process at a time on an embedded database", () => {
  it("refuses npm run keys while the app holds the database, and lets it in once the app is gone", async () => {
    const dataDir = newDataDir();
    const app = runEntry("tests/startup/open-database-child.ts", [], { DATA_DIR: dataDir }, 60_000);
    await waitForLine(app.output, "open", 45_000);
    expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(app.child.pid));

    const refused = await runEntry("scripts/keys.ts", ["create"], { DATA_DIR: dataDir }).finished;
    expect(refused.code).toBe(1);
    expect(linesOf(refused.output)).toEqual([
      expect.stringMatching(new RegExp(`in use by process ${app.child.pid}: stop \`npm start\``)),
    ]);

    // The app dies without cleaning up: its lock is stale, and the next opener takes it over.
    process.kill(-(app.child.pid as number), "SIGKILL");
    await app.finished;
    const after = await runEntry("scripts/keys.ts", ["create"], { DATA_DIR: dataDir }, 45_000).finished;
    expect(after.output).toContain("No account yet");
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  }, 120_000);

  it("makes the server's boot exit with one line when the database is taken", async () => {
    const dataDir = newDataDir();
    const release = lockEmbeddedDatabase(dataDir);
    try {
      const { code, output } = await runEntry("tests/startup/boot-child.ts", [], { DATA_DIR: dataDir }).finished;
      expect(code).toBe(1);
      expect(linesOf(output)).toEqual([expect.stringMatching(/^Cannot start: the embedded database .* is in use/)]);
    } finally {
      release();
    }
  });

  it("lets exactly one of several starters take over a stale lock", async () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, "pglite.lock"), String(deadPid()));
    const starters = Array.from({ length: 4 }, () => runEntry("tests/startup/lock-child.ts", [dataDir, "3000"], {}));
    const outputs = (await Promise.all(starters.map((starter) => starter.finished))).map((r) => r.output.trim());
    expect(
      outputs.filter((output) => output === "took"),
      outputs.join("\n"),
    ).toHaveLength(1);
    expect(outputs.filter((output) => output.includes("is in use by process"))).toHaveLength(3);
  }, 30_000);

  it("takes over a lock of unreadable content, and releases its own", () => {
    const dataDir = newDataDir();
    const file = path.join(dataDir, "pglite.lock");
    writeFileSync(file, "");
    const release = lockEmbeddedDatabase(dataDir);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });
});
