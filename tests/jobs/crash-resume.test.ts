import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newId } from "@/server/ids";
import { eventually } from "../support/webhook-receiver";

function child(args: string[], dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "tests/jobs/crash-child.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("crash and resume", () => {
  it("finishes a run after its process was killed, without running a finished step again", async () => {
    // The children get their own data directory: an embedded database is opened by one process at a time.
    const dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
    const marks = path.join(dataDir, "marks.txt");
    const eventId = newId("event");
    const read = () => (existsSync(marks) ? readFileSync(marks, "utf8") : "");

    const first = child([marks, eventId, "send"], dataDir);
    let firstOutput = "";
    first.stdout?.on("data", (chunk: Buffer) => {
      firstOutput += chunk.toString();
    });
    await eventually(() => read() === "one\n", 30_000, "step one");
    await eventually(() => firstOutput.includes("SAVED one"), 30_000, "step one saved");
    // Step one is done and saved; the run sleeps 10 s before step two. Kill it without warning.
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    expect(read()).toBe("one\n");

    const second = child([marks, eventId], dataDir);
    let output = "";
    second.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    second.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((resolve) => second.once("exit", resolve));
    expect(code, output).toBe(0);
    expect(output).toContain('RUN completed "finished"');
    expect(read()).toBe("one\ntwo\n");
  }, 90_000);
});
