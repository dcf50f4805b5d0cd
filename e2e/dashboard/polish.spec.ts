import { expect, test } from "@playwright/test";
import { fundedWallet, randomAddress, sendUsdc, settled } from "./payments";
import { adminKey, apiCall, signInWithLink, snap } from "./support";

test("rows open their transaction, addresses copy whole, statuses and times read one way", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const recipient = randomAddress();
  const sent = await sendUsdc(request, await fundedWallet(request), recipient, "2.5");
  await settled(request, sent.transactionId);

  await signInWithLink(page, request, adminKey(), "/transactions");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  for (const name of ["Overview", "Send", "Payroll", "Transactions", "Webhooks", "API keys", "API reference"]) {
    await expect(nav.getByRole("link", { name, exact: true }).locator("svg")).toHaveCount(1);
  }
  await expect(page.locator("[data-test-mode-banner]")).toContainText("Test mode");

  // A click on the row's amount (not its link) opens the transaction.
  const row = page.locator(`[data-transaction-row="${sent.transactionId}"]`);
  await row.locator("[data-amount]").click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${sent.transactionId}$`));

  // The recipient's address: cut short, whole on hover, copied whole.
  const leg = page.locator("[data-legs]").locator(`[data-address="${recipient}"]`);
  await expect(leg.locator("[title]").first()).toHaveAttribute("title", recipient);
  await expect(leg).not.toContainText(recipient);
  await leg.getByRole("button", { name: "Copy address" }).click();
  await expect(leg.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recipient);

  // One badge style (capitalised) for the transaction and its legs; every time relative, exact 24-hour on hover.
  const badges = page.locator("[data-status]");
  expect(await badges.count()).toBeGreaterThan(1);
  for (const badge of await badges.all()) {
    expect(await badge.evaluate((node) => getComputedStyle(node.parentElement as Element).textTransform)).toBe(
      "capitalize",
    );
  }
  const times = page.locator("main time");
  expect(await times.count()).toBeGreaterThan(1);
  for (const time of await times.all()) {
    await expect(time).toHaveText(/ ago$|^in /);
    await expect(time).toHaveAttribute("title", /^\d{1,2} \w{3} \d{4}, [0-2]\d:[0-5]\d:[0-5]\d [+-]\d\d:\d\d$/);
  }
  await expect(page.locator("main")).not.toContainText(/\d (AM|PM)\b/);
  await snap(page, testInfo, "polish-transaction");

  // The test-mode strip sticks with the top bar; a short page (the wallet not connected) does not scroll for it.
  await page.goto("/send");
  await expect(page.getByRole("button", { name: /select wallet/i })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
});

test("a webhook's delivery log says nothing about its count while it loads", async ({ page, request }, testInfo) => {
  const hook = await apiCall(request, adminKey(), "POST", "/v1/webhooks", {
    url: "http://127.0.0.1:9/polish",
    events: ["transaction.completed"],
  });
  expect(hook.status).toBe(201);
  const id = hook.body.webhookId as string;
  await signInWithLink(page, request, adminKey(), "/webhooks");
  // Hold the log's first answer until the loading state has been looked at.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/v1/webhooks/${id}/deliveries`), async (route) => {
    await held;
    await route.continue();
  });
  await page.locator(`[data-row-id="${id}"]`).getByText("transaction.completed").click();
  await expect(page).toHaveURL(new RegExp(`/webhooks/${id}$`));
  await expect(page.getByRole("heading", { name: "http://127.0.0.1:9/polish" })).toBeVisible();
  await expect(page.getByText("Loading…")).toBeVisible();
  await expect(page.getByText("No deliveries", { exact: true })).toHaveCount(0);
  await snap(page, testInfo, "webhook-log-loading");
  release();
  await expect(page.locator("[data-deliveries-range]")).toHaveText("No deliveries");
  await expect(page.getByText("Loading…")).toHaveCount(0);
  expect((await apiCall(request, adminKey(), "DELETE", `/v1/webhooks/${id}`)).status).toBe(200);
});
