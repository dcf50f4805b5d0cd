import { expect, test } from "@playwright/test";
import { adminKey, createKey, expectAccessible, hydrated, signInWithLink, snap } from "./support";

test("a one-time link signs in once; the shell shows the key, its pages, and signs out", async ({
  page,
  request,
}, testInfo) => {
  const link = await signInWithLink(page, request, adminKey(), "/webhooks");
  const header = page.locator("[data-signed-in-as]").first();
  await expect(header).toContainText("Bootstrap admin key");
  await expect(header).toContainText("admin");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  for (const name of [
    "Overview",
    "Send",
    "Payroll",
    "Schedules",
    "Payment requests",
    "Transactions",
    "Approvals",
    "Address book",
    "Webhooks",
    "API keys",
    "Audit log",
    "Accounts",
    "Members",
    "API reference",
  ]) {
    // Approvals' name carries how many await ("Approvals, 2 awaiting") when any do.
    const exactly = name === "Approvals" ? /^Approvals\s*(,\s*\d+\+? awaiting)?$/ : name;
    await expect(nav.getByRole("link", { name: exactly, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Webhooks" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, testInfo, "shell");
  await snap(page, testInfo, "shell-laptop");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/webhooks");
  await expect(page).toHaveURL(/\/login\?next=%2Fwebhooks$/);

  // The same link again: refused, and the page says so.
  await page.goto(`/login${link.hash}`);
  await expect(page.getByRole("alert").filter({ hasText: "already used or expired" })).toBeVisible();
  await expectAccessible(page, testInfo, "login");
});

test("a read key sees only the pages it may use; the phone width has a menu", async ({ page, request }, testInfo) => {
  const reader = await createKey(request, "Read-only reporting", "read");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/webhooks?from=test");
  await hydrated(page);
  await expect(page).toHaveURL(/\/login\?next=%2Fwebhooks%3Ffrom%3Dtest$/);
  await page.getByLabel("API key").fill(reader.key);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/webhooks\?from=test$/);

  await page.getByRole("button", { name: "Open navigation" }).click();
  const nav = page.getByRole("dialog").getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Webhooks" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Transactions" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Payroll" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /^Approvals/ })).toBeVisible();
  for (const hidden of ["Send", "API keys"]) {
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole("dialog")).toContainText("Read-only reporting");
  await snap(page, testInfo, "shell-phone-menu");
  await nav.getByRole("link", { name: "Webhooks" }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
