import { expect, type Page, test } from "@playwright/test";
import { fundedWallet, randomAddress, sendUsdc, settled } from "./payments";
import { adminKey, expectAccessible, signInWithLink, snap } from "./support";

/** The page itself never scrolls sideways on a phone: wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("at phone width, the overview, the transactions list and a transaction's page fit the screen", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const wallet = await fundedWallet(request);
  const sent = await sendUsdc(request, wallet, randomAddress(), "0.75");
  await settled(request, sent.transactionId);
  await page.setViewportSize({ width: 390, height: 844 });

  await signInWithLink(page, request, adminKey(), "/overview");
  await expect(page.locator('[data-tile="total"]')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, testInfo, "overview-phone");
  await snap(page, testInfo, "overview-phone");

  await page.goto("/transactions");
  const row = page.locator(`[data-transaction-row="${sent.transactionId}"]`);
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, testInfo, "transactions-phone");
  await snap(page, testInfo, "transactions-phone");

  await page.goto(`/transactions/${sent.transactionId}`);
  await expect(page.getByText("0.75 USDC").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, testInfo, "transaction-detail-phone");
  await snap(page, testInfo, "transaction-detail-phone");
});
