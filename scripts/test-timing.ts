import path from "node:path";

/**
 * Where `npm test`'s time went, printed at its end: every step's wall time, and the slowest test files of Vitest and
 * Playwright. A maintainer reads it to see what to speed up; nothing here passes or fails a run.
 */
const runStartedAt = performance.now();
const steps: { name: string; seconds: number }[] = [];
const files: { runner: string; file: string; seconds: number }[] = [];

export function recordStepTime(name: string, startedAt: number): void {
  steps.push({ name, seconds: (performance.now() - startedAt) / 1000 });
}

type VitestFile = { name: string; startTime?: number; endTime?: number };

export function recordVitestFiles(testResults: VitestFile[]): void {
  for (const result of testResults) {
    if (result.startTime === undefined || result.endTime === undefined) continue;
    const file = path.relative(process.cwd(), result.name);
    files.push({ runner: "vitest", file, seconds: (result.endTime - result.startTime) / 1000 });
  }
}

/** A spec file's time is the sum of its tests' attempts (Playwright runs one file's tests on one worker). */
export function recordPlaywrightFile(file: string, durationsMs: number[]): void {
  files.push({ runner: "playwright", file, seconds: durationsMs.reduce((sum, ms) => sum + ms, 0) / 1000 });
}

const seconds = (value: number) => `${value.toFixed(1).padStart(7)} s`;

export function printTimingSummary(slowest = 12): void {
  const wall = (performance.now() - runStartedAt) / 1000;
  console.log(
    `\nWhere the time went (${wall.toFixed(0)} s of wall time; the build, the browser tests and the benchmark smokes run beside Vitest):`,
  );
  for (const step of [...steps].sort((a, b) => b.seconds - a.seconds))
    console.log(`${seconds(step.seconds)}  ${step.name}`);
  if (files.length === 0) return;
  console.log("\nSlowest test files (each file's own time; Vitest and Playwright each run several files at once):");
  for (const entry of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, slowest)) {
    console.log(`${seconds(entry.seconds)}  ${entry.file} (${entry.runner})`);
  }
}
