import { expect, type Page, test } from "@playwright/test";
import { fundedWallet, randomAddress, sendUsdc } from "./payments";
import { adminKey, apiCall, expectAccessible, snap } from "./support";

/**
 * Every page a new user opens, in a fresh browser that can reach nothing beyond 127.0.0.1 (as offline, or behind a
 * strict network): no console error or warning, no uncaught page error, no request that leaves the machine, and
 * axe finds nothing serious.
 */
function watch(page: Page) {
  const problems: string[] = [];
  const leaving: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${page.url()} console.${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`${page.url()} page error: ${error.message}`));
  return { problems, leaving };
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("Loading…")).toHaveCount(0);
}

test("no console error, page error or outside request on any page in a fresh offline browser", async ({
  page,
  request,
}, testInfo) => {
  // Every page in turn, forms submitted: 3 minutes were not enough on a busy 2-core runner.
  test.setTimeout(420_000);
  const { problems, leaving } = watch(page);
  await page.context().route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1" || url.protocol === "data:") return route.continue();
    leaving.push(url.href);
    return route.abort("internetdisconnected");
  });
  const hook = await apiCall(request, adminKey(), "POST", "/v1/webhooks", {
    url: "http://127.0.0.1:9/console-clean",
    events: ["transaction.completed"],
  });
  expect(hook.status).toBe(201);
  const sent = await sendUsdc(request, await fundedWallet(request), randomAddress(), "1.25");
  const payable = await apiCall(request, adminKey(), "POST", "/v1/payment-requests", {
    asset: "USDC",
    amount: "4",
    recipient: randomAddress(),
    label: "Console shop",
  });
  expect(payable.status).toBe(201);

  // /docs is checked for errors only: its accessibility is docs.spec.ts's, in the state that test builds.
  const payPage = new URL(payable.body.url).pathname;
  for (const path of ["/", "/docs", payPage, "/login?next=%2Foverview"]) {
    await page.goto(path);
    await settle(page);
    if (path !== "/docs") await expectAccessible(page, testInfo, `clean-${path.slice(1, 6) || "home"}`);
  }
  await page.getByLabel("API key").fill(adminKey());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.locator("[data-test-mode-banner]")).toContainText("Test mode");

  const pages = [
    "/overview",
    "/transactions",
    `/transactions/${sent.transactionId}`,
    "/send",
    "/payroll",
    "/schedules",
    "/payment-requests",
    "/webhooks",
    `/webhooks/${hook.body.webhookId}`,
    "/api-keys",
    "/audit",
    "/accounts",
    "/members",
    "/address-book",
    "/approvals",
    "/private-balance",
  ];
  for (const path of pages) {
    await page.goto(path);
    await settle(page);
    await expectAccessible(page, testInfo, `clean${path.replace(/\//g, "-")}`);
    await snap(page, testInfo, `clean${path.replace(/\//g, "-")}`);
  }

  // The wallet dialog, then the burner connected.
  await page.goto("/send");
  await page.getByRole("button", { name: /select wallet/i }).click();
  await expect(page.getByRole("dialog", { name: "Connect a wallet" })).toBeVisible();
  await expect(page.getByRole("button", { name: /burner wallet/i })).toBeVisible();
  await expectAccessible(page, testInfo, "clean-wallet-modal");
  await snap(page, testInfo, "clean-wallet-modal");
  await page.getByRole("button", { name: /burner wallet/i }).click();
  await expect(page.getByRole("button", { name: "Disconnect" })).toBeVisible();
  await settle(page);
  expect(leaving).toEqual([]);
  expect(problems).toEqual([]);

  // A refused API call is shown in its form, and is not also an uncaught error (Chromium's own line about the 400
  // answer is expected here).
  await page.getByLabel("Amount").fill("0");
  await page.getByLabel("Recipient").fill(randomAddress());
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page.locator("form").getByRole("alert")).toBeVisible();
  await settle(page);
  expect(problems.filter((problem) => !problem.includes("status of 400 (Bad Request)"))).toEqual([]);
  expect((await apiCall(request, adminKey(), "DELETE", `/v1/webhooks/${hook.body.webhookId}`)).status).toBe(200);
});

test("/favicon.ico is served", async ({ request }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\//);
});
