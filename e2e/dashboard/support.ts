import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";

export const adminKey = () => process.env.E2E_ADMIN_KEY ?? "";

/** Calls the API with a key, as an integration would. */
export async function apiCall(request: APIRequestContext, key: string, method: string, path: string, body?: unknown) {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return { status: response.status(), body: (await response.json().catch(() => undefined)) as any };
}

/** A new key of the operator's account, made through the API. */
export async function createKey(request: APIRequestContext, name: string, permission: "read" | "write" | "admin") {
  const created = await apiCall(request, adminKey(), "POST", "/v1/api-keys", { name, permission });
  expect(created.status).toBe(201);
  return created.body as { key: string; keyId: string };
}

/** Waits until React has taken over the page: what is typed before that, hydration resets (hydration-mark.tsx). */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** Signs the browser in with a one-time link minted for `key`, landing on `next`. */
export async function signInWithLink(page: Page, request: APIRequestContext, key: string, next: string) {
  const minted = await apiCall(request, key, "POST", "/api/session/links");
  expect(minted.status).toBe(201);
  const link = new URL(minted.body.url as string);
  await page.goto(`/login?next=${encodeURIComponent(next)}${link.hash}`);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`));
  await hydrated(page);
  return link;
}

/** No serious or critical accessibility violation on the page as it stands (axe-core), or in its `include` part. */
export async function expectAccessible(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { exclude = [], include }: { exclude?: string[]; include?: string } = {},
) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const grave = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(grave, null, 2), contentType: "application/json" });
  expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Waits (bounded) until no finite animation or transition runs: axe measures colour as drawn, and a toast fading in
 * is, for a moment, text of too little contrast. Endless ones (a spinner) are not waited for, and a page that keeps
 * starting new ones is checked as it stands after the bound.
 */
async function animationsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** A full-page screenshot kept with the test's artifacts. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}
