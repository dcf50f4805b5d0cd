import { expect, test } from "@playwright/test";
import { hydrated } from "./support";

// A fixed, valid address to pay: any 32-byte key is a wallet address the ledger accepts.
const recipient = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";

test("a browser wallet is funded from the faucet and sends USDC until completed", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto("/send");
  await hydrated(page);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("API key").fill(process.env.E2E_ADMIN_KEY ?? "");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/send/);

  await page.getByRole("button", { name: /select wallet/i }).click();
  await page.getByRole("button", { name: /burner wallet/i }).click();
  await expect(page.locator("[data-wallet-address]")).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

  await page.getByRole("button", { name: "Faucet: 1 SOL" }).click();
  await expect(page.locator('[data-balance="SOL"]')).toHaveText("1", { timeout: 45_000 });
  await page.getByRole("button", { name: "Faucet: 100 USDC" }).click();
  await expect(page.locator('[data-balance="USDC"]')).toHaveText("100", { timeout: 45_000 });
  await page.screenshot({ path: testInfo.outputPath("send-funded.png") });

  await page.getByLabel("Amount").fill("12.5");
  await page.getByLabel("Recipient").fill(recipient);
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page.locator("[data-quote]")).toContainText("12.5 USDC → 12.5 USDC");
  await expect(page.locator("[data-countdown]")).toHaveText(/expires in \d+s/);

  await page.getByRole("button", { name: "Sign and send" }).click();
  await expect(page.locator("[data-status]")).toHaveAttribute("data-status", /pending|confirmed|completed/, {
    timeout: 45_000,
  });
  await expect(page.locator('[data-status="completed"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-balance="USDC"]')).toHaveText("87.5", { timeout: 45_000 });
  await page.screenshot({ path: testInfo.outputPath("send-completed.png") });
});
