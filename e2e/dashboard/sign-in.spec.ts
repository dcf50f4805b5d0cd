import { expect, test } from "@playwright/test";
import { adminKey, expectAccessible, hydrated, snap } from "./support";

// Every dashboard page as the place sign-in returns to. Each test has a fresh browser (context): the login page's
// header prefetches /overview while signed out, and a client-side navigation after sign-in replayed that redirect.
const pages = [
  { path: "/overview", nav: "Overview" },
  { path: "/transactions", nav: "Transactions" },
  { path: "/send", nav: "Send" },
  { path: "/payroll", nav: "Payroll" },
  { path: "/webhooks", nav: "Webhooks" },
  { path: "/api-keys", nav: "API keys" },
];

for (const target of pages) {
  test(`signing in with an API key at /login?next=${target.path} lands on ${target.path}`, async ({
    page,
  }, testInfo) => {
    await page.goto(target.path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(target.path)}$`));
    // Let the header's links prefetch while signed out, as a person reading the page would.
    await page.waitForLoadState("networkidle");
    if (target.path === "/overview") await expectAccessible(page, testInfo, "login");
    await page.getByLabel("API key").fill(adminKey());
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link", { name: target.nav, exact: true })).toHaveAttribute("aria-current", "page");
    await snap(page, testInfo, `signed-in-${target.path.slice(1)}`);
  });
}

test("a next= that leaves the site lands on the overview instead", async ({ page }) => {
  await page.goto(`/login?next=${encodeURIComponent("/\\example.com/phish")}`);
  await hydrated(page);
  await page.getByLabel("API key").fill(adminKey());
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/overview$/);
});

test("a wrong key keeps the page, says why, and the form can be used again", async ({ page }) => {
  await page.goto("/login?next=%2Ftransactions");
  await hydrated(page);
  await page.getByLabel("API key").fill("psk_test_not_a_real_key_000000000000");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("API key");
  await expect(page).toHaveURL(/\/login\?next=%2Ftransactions$/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
});
