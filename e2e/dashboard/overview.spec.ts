import { expect, test } from "@playwright/test";
import { cancel, fundedWallet, privateSendUsdc, randomAddress, sendUsdc, settled } from "./payments";
import { adminKey, expectAccessible, signInWithLink, snap } from "./support";

test("the overview's numbers are those of the transactions created in the test", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The window starts now: what other tests created before is outside it (tests run one at a time).
  const since = new Date().toISOString();
  const wallet = await fundedWallet(request);
  const first = await sendUsdc(request, wallet, randomAddress(), "1.5");
  const second = await sendUsdc(request, wallet, randomAddress(), "2.25");
  const awaiting = await privateSendUsdc(request, wallet.publicKey.toBase58(), randomAddress(), "5");
  await cancel(request, awaiting.transactionId);
  await settled(request, first.transactionId);
  await settled(request, second.transactionId);

  await signInWithLink(page, request, adminKey(), `/overview?from=${since}`);
  await expect(page.locator('[data-tile="total"]')).toHaveText("3");
  await expect(page.locator('[data-tile="success-rate"]')).toHaveText("100.0%");
  await expect(page.locator('[data-tile="volume-USDC"]')).toHaveText("3.75");
  const byStatus = page.locator('[data-counts="status"]');
  await expect(byStatus.locator('[data-count="completed"]')).toHaveText("2");
  await expect(byStatus.locator('[data-count="cancelled"]')).toHaveText("1");
  await expect(byStatus.locator('[data-count="failed"]')).toHaveCount(0);
  const byMode = page.locator('[data-counts="mode"]');
  await expect(byMode.locator('[data-count="wallet"]')).toHaveText("2");
  await expect(byMode.locator('[data-count="private"]')).toHaveText("1");
  await expect(page.locator('[data-volume-chart="USDC"] .recharts-bar-rectangle').first()).toBeVisible();
  // The usage meter counts this account's requests, the ones the test just made among them.
  await expect(page.locator("[data-usage-used]")).not.toHaveText("0");
  const recent = page.getByRole("link", { name: /2\.25 USDC/ }).first();
  await expect(recent).toBeVisible();
  await expectAccessible(page, testInfo, "overview");
  await snap(page, testInfo, "overview");

  await recent.click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${second.transactionId}$`));
});
