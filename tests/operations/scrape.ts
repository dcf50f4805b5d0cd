import { spawnSync } from "node:child_process";
import * as metricsRoute from "@/app/metrics/route";

export type Sample = { name: string; labels: Record<string, string>; value: number };

/** GET /metrics through its route handler, with these headers; the status and the text. */
export async function getMetrics(headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const response = await metricsRoute.GET(new Request("http://localhost:3000/metrics", { headers }));
  return { status: response.status, text: await response.text() };
}

/** Every sample of a Prometheus text exposition. */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels` (undefined when there is none). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return found.length === 0 ? undefined : found.reduce((sum, s) => sum + s.value, 0);
}

export const hasPromtool = spawnSync("promtool", ["--version"], { stdio: "ignore" }).status === 0;

/** `promtool check metrics` on the text: its exit status and what it printed. */
export function promtoolCheckMetrics(text: string): { status: number | null; output: string } {
  const result = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** An address or a signature: 32 characters or more of base58. */
const base58 = /^[1-9A-HJ-NP-Za-km-z]{32,}$/;
/** Our ids: a short prefix, an underscore and random base62 (server/ids.ts). */
const prefixedId = /^[a-z]{2,4}_[0-9A-Za-z]{10,}$/;

/** Label values (and each path segment of a route) that look like an id. */
export function idLikeLabels(samples: Sample[]): string[] {
  const found = new Set<string>();
  for (const sample of samples) {
    for (const [name, value] of Object.entries(sample.labels)) {
      const parts = [value, ...value.split("/")];
      if (parts.some((part) => uuid.test(part) || base58.test(part) || prefixedId.test(part))) {
        found.add(`${sample.name}{${name}="${value}"}`);
      }
    }
  }
  return [...found];
}
