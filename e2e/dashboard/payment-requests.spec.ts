import { expect, test } from "@playwright/test";
import { randomAddress } from "./payments";
import { adminKey, apiCall, expectAccessible, signInWithLink, snap } from "./support";

test("create a payment request in the dashboard, share its link and QR code, see it listed, cancel it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
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
