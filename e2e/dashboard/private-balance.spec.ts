import { expect, test } from "@playwright/test";
import { fundedWallet, payUsdcDeposit, randomAddress } from "./payments";
import { adminKey, expectAccessible, hydrated, signInWithLink, snap } from "./support";

test("the private balance: a top-up paid from a wallet is credited by exactly its amount, then a withdrawal, a send and a payroll are taken from it, at desktop and phone width", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const payer = await fundedWallet(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithLink(page, request, adminKey(), "/private-balance");
  await expect(page.getByRole("heading", { name: "Private balance" })).toBeVisible();
  const usdc = page.locator('[data-balance="USDC"]');
  const before = Number((await usdc.locator("[data-available]").textContent())?.replace(/,/g, ""));

  // A round sum is one press; the amount is the payer's to choose.
  await page.getByRole("button", { name: "500 USDC" }).click();
  await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("500");
  await page.getByLabel("Amount", { exact: true }).fill("20");
  await page.getByRole("button", { name: "Get a deposit address" }).click();
  const address = page.locator("[data-deposit-address]");
  await expect(address).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await expect(page.locator('[data-qr^="solana:"]')).toBeVisible();
  const depositAmount = (await page.locator("[data-deposit-amount]").textContent())?.replace(" USDC", "").trim() ?? "";
  expect(Number(depositAmount)).toBeGreaterThan(20);
  await expectAccessible(page, testInfo, "private-balance-top-up");
  await snap(page, testInfo, "private-balance-top-up-desktop");

  // The payer's wallet pays the deposit; the balance grows by exactly 20, the fee stays with the service.
  await payUsdcDeposit(request, payer, (await address.textContent()) ?? "", depositAmount);
  await expect(usdc.locator("[data-available]")).toHaveText((before + 20).toLocaleString("en-US"), {
    timeout: 90_000,
  });
  const entries = page.getByRole("table", { name: "Private balance entries" });
  await expect(entries.getByRole("row").filter({ hasText: "top up" }).first()).toContainText("20 USDC");

  await page.getByLabel("Amount the address receives").fill("5");
  await page.getByLabel("To address").fill(randomAddress());
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
  await expect(entries.getByRole("row").filter({ hasText: "withdrawal" }).first()).toContainText("-5 USDC");
  await expectAccessible(page, testInfo, "private-balance-entries");
  await snap(page, testInfo, "private-balance-desktop");

  // Send pays from the balance too: no wallet, no deposit; the amount and its fee leave the balance at once.
  await page.goto("/send");
  await hydrated(page);
  await expect(page.locator('[data-balance-available="USDC"]')).toContainText("USDC");
  await page.getByLabel("How much").fill("3");
  await page.getByLabel("Pay to").fill(randomAddress());
  await page.getByRole("button", { name: "Quote from balance" }).click();
  // Before paying, what the payment would hide among if sent now.
  await expect(page.locator("[data-privacy-estimate]")).toContainText("Privacy, if sent now");
  await page.getByRole("button", { name: "Pay from balance" }).click();
  await expect(page.locator("[data-status]")).toBeVisible();
  await expectAccessible(page, testInfo, "send-from-balance");
  await snap(page, testInfo, "send-from-balance-desktop");
  await page.goto("/private-balance");
  await expect(entries.getByRole("row").filter({ hasText: "payment" }).first()).toContainText("-3 USDC");

  // And so does Payroll: two recipients paid from the balance, no wallet connected, no deposit.
  await page.goto("/payroll");
  await hydrated(page);
  const csv = `address,amount\n${randomAddress()},1\n${randomAddress()},1.5\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "two.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("Every row is valid.")).toBeVisible();
  await page.getByRole("radio", { name: /^Balance/ }).check();
  await expect(page.locator('[data-balance-available="USDC"]')).toBeVisible();
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page.locator("[data-privacy-estimate]")).toBeVisible();
  await page.getByRole("button", { name: "Pay 2 recipients from the balance" }).click();
  await expect(page).toHaveURL(/\/payroll\?transaction=txn_/, { timeout: 60_000 });
  await expect(page.locator('[data-payroll-status="completed"]')).toBeVisible({ timeout: 120_000 });
  await snap(page, testInfo, "payroll-from-balance");
  // Its transaction page shows the receipt counted at completion.
  const payrollId = new URL(page.url()).searchParams.get("transaction");
  await page.goto(`/transactions/${payrollId}`);
  await expect(page.locator("[data-privacy-receipt]")).toContainText("final");
  await expectAccessible(page, testInfo, "transaction-privacy-receipt");
  await snap(page, testInfo, "transaction-privacy-receipt");
  await page.goto("/private-balance");
  await expect(entries.getByRole("row").filter({ hasText: "payment" }).first()).toContainText("-2.5 USDC");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(usdc.locator("[data-available]")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, testInfo, "private-balance-phone");
  await snap(page, testInfo, "private-balance-phone");
});
