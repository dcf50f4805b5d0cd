import { expect, test } from "@playwright/test";
import { randomAddress } from "./payments";
import { adminKey, apiCall, expectAccessible, signInWithLink, snap } from "./support";

test("create a payment request in the dashboard, share its link and QR code, see it listed, cancel it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInWithLink(page, request, adminKey(), "/payment-requests");
  await expect(page.getByRole("heading", { name: "Payment requests", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payment requests" }),
  ).toHaveAttribute("aria-current", "page");

  const label = `Bakery ${Date.now()}`;
  const recipient = randomAddress();
  await page.getByRole("button", { name: "New payment request" }).click();
  const form = page.getByRole("dialog", { name: "New payment request" });
  await form.getByLabel("Amount").fill("7.25");
  await form.getByLabel("Paid to (your wallet address)").fill(recipient);
  await form.getByLabel(/^Label/).fill(label);
  await form.getByLabel(/^Message/).fill("Two loaves");
  await expectAccessible(page, testInfo, "payment-request-form");
  await form.getByRole("button", { name: "Create request" }).click();

  const share = page.getByRole("dialog", { name: `Share ${label}` });
  await expect(share.locator("[data-pay-url]")).toHaveText(/\/pay\/prq_[0-9A-Za-z]+$/);
  const url = (await share.locator("[data-pay-url]").textContent()) ?? "";
  const paymentRequestId = url.split("/").at(-1) ?? "";
  await expect(share.getByRole("button", { name: "Copy the pay link" })).toBeVisible();
  await expect(share.locator(`[data-qr="${url}"]`)).toBeVisible();
  await expectAccessible(page, testInfo, "payment-request-share");
  await snap(page, testInfo, "payment-request-share");
  await page.keyboard.press("Escape");

  const row = page.locator(`[data-row-id="${paymentRequestId}"]`);
  await expect(row).toContainText(label);
  await expect(row).toContainText("7.25 USDC");
  await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "open");
  await expect(row.getByRole("button", { name: `Copy the pay link of ${label}` })).toHaveAttribute("data-copy", url);
  await expectAccessible(page, testInfo, "payment-requests-list");
  await snap(page, testInfo, "payment-requests-list");

  const created = await apiCall(request, adminKey(), "GET", `/v1/payment-requests/${paymentRequestId}`);
  expect(created.body).toMatchObject({ status: "open", amount: "7.25", asset: "USDC", recipient, label });

  await row.getByRole("button", { name: `Cancel ${label}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel request" }).click();
  await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "cancelled");
  await expect(row.getByRole("button", { name: `Cancel ${label}` })).toHaveCount(0);
  const after = await apiCall(request, adminKey(), "GET", `/v1/payment-requests/${paymentRequestId}`);
  expect(after.body.status).toBe("cancelled");

  // At phone width the page fits; the table scrolls inside its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, testInfo, "payment-requests-phone");
  await snap(page, testInfo, "payment-requests-phone");

  // The page names it cancelled too.
  await page.goto(new URL(url).pathname);
  await expect(page.locator('[data-pay-closed="cancelled"]')).toBeVisible();
});

test("a private request's deposits nobody paid are shown on the request, not among the transactions", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const label = `Attempts ${Date.now()}`;
  const created = await apiCall(request, adminKey(), "POST", "/v1/payment-requests", {
    asset: "USDC",
    amount: "3",
    recipient: randomAddress(),
    mode: "private",
    label,
  });
  expect(created.status).toBe(201);
  const paymentRequestId = created.body.paymentRequestId as string;
  // A visitor presses "Get deposit address" on the pay page and leaves.
  const deposit = await apiCall(request, "", "POST", `/api/pay/${paymentRequestId}/deposit`, {});
  expect(deposit.status).toBe(200);
  const seen = await apiCall(request, adminKey(), "GET", `/v1/payment-requests/${paymentRequestId}`);
  expect(seen.body.attempts).toMatchObject({ total: 1, open: 1 });
  const attemptId = seen.body.attempts.latest[0].transactionId as string;
  const listed = await apiCall(request, adminKey(), "GET", "/v1/transactions?limit=100");
  expect(listed.body.transactions.map((t: { transactionId: string }) => t.transactionId)).not.toContain(attemptId);

  await signInWithLink(page, request, adminKey(), "/payment-requests");
  const row = page.locator(`[data-row-id="${paymentRequestId}"]`);
  await row.getByRole("button", { name: `Show the deposits payers asked for on ${label}` }).click();
  const dialog = page.getByRole("dialog", { name: `Deposits of ${label}` });
  await expect(dialog.locator('[data-attempt-count="open"] dd')).toHaveText("1");
  await expect(dialog.locator(`[data-attempt="${attemptId}"]`)).toContainText("processing");
  await expectAccessible(page, testInfo, "payment-request-attempts");
  await snap(page, testInfo, "payment-request-attempts");
});
