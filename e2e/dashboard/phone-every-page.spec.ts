import { expect, type Page, test } from "@playwright/test";
import { fundedWallet, randomAddress, sendUsdc, settled } from "./payments";
import { adminKey, apiCall, signInWithLink, snap } from "./support";

/** How far the page reaches past the screen's right edge, and which elements do (for the failure message). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.closest(".overflow-x-auto"))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 3).join(".")}`);
    return { by: document.documentElement.scrollWidth - width, wide };
  });
}

test("at 390 px every dashboard page and the pay page fit the screen, status and actions reachable", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const wallet = await fundedWallet(request);
  const sent = await sendUsdc(request, wallet, randomAddress(), "0.5");
  await settled(request, sent.transactionId);
  const hook = await apiCall(request, adminKey(), "POST", "/v1/webhooks", {
    url: "https://example.com/a-rather-long-endpoint-path/for/webhook-deliveries?tenant=corner-shop",
    events: ["transaction.completed", "transaction.failed"],
  });
  expect(hook.status).toBe(201);
  const requested = await apiCall(request, adminKey(), "POST", "/v1/payment-requests", {
    asset: "USDC",
    amount: "12.5",
    recipient: randomAddress(),
    label: "Corner Shop",
    message: "Order 42",
  });
  expect(requested.status).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  const visit = async (path: string, name: string) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await snap(page, testInfo, `phone-${name}`);
    expect(await overflow(page), `${path} is wider than the screen`).toEqual({ by: 0, wide: [] });
  };

  await visit("/login", "login");
  await visit(new URL(requested.body.url).pathname, "pay");
  await signInWithLink(page, request, adminKey(), "/overview");
  for (const [path, name] of [
    ["/overview", "overview"],
    ["/transactions", "transactions"],
    [`/transactions/${sent.transactionId}`, "transaction"],
    ["/send", "send"],
    ["/payroll", "payroll"],
    ["/schedules", "schedules"],
    ["/payment-requests", "payment-requests"],
    ["/private-balance", "private-balance"],
    ["/address-book", "address-book"],
    ["/approvals", "approvals"],
    ["/webhooks", "webhooks"],
    [`/webhooks/${hook.body.webhookId}`, "webhook"],
    ["/api-keys", "api-keys"],
    ["/members", "members"],
    ["/accounts", "accounts"],
    ["/audit", "audit"],
    ["/docs", "docs"],
  ]) {
    await visit(path!, name!);
  }

  // A table row is a card on a phone: the transaction's status and the API keys' actions are on screen.
  await page.goto("/transactions");
  const row = page.locator(`[data-transaction-row="${sent.transactionId}"]`);
  await expect(row.getByText(/completed/i)).toBeInViewport();
  await page.goto("/api-keys");
  await expect(page.getByRole("button", { name: /revoke/i }).first()).toBeInViewport();

  // The new payment request dialog closes by a button as well as by Escape.
  await page.goto("/payment-requests");
  await page.getByRole("button", { name: /new payment request/i }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await apiCall(request, adminKey(), "DELETE", `/v1/webhooks/${hook.body.webhookId}`);
});
