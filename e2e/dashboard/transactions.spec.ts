import { expect, test } from "@playwright/test";
import { fundedWallet, privateSendUsdc, randomAddress, sendUsdc, settled } from "./payments";
import { adminKey, apiCall, createKey, expectAccessible, signInWithLink, snap } from "./support";

test("filter, search and open a transaction; the URL keeps the view and back steps through it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // An endpoint nobody listens on: the transaction's deliveries fail and show on its page with their attempts.
  const hook = await apiCall(request, adminKey(), "POST", "/v1/webhooks", {
    url: "http://127.0.0.1:9/transactions-spec",
    events: ["transaction.completed"],
  });
  expect(hook.status).toBe(201);
  const wallet = await fundedWallet(request);
  const recipient = randomAddress();
  const sent = await sendUsdc(request, wallet, recipient, "3.5");
  const awaiting = await privateSendUsdc(request, wallet.publicKey.toBase58(), randomAddress(), "4");
  await settled(request, sent.transactionId);

  await signInWithLink(page, request, adminKey(), "/transactions");
  const table = page.locator("[data-transactions-table]");
  await expect(table.locator(`[data-transaction-row="${sent.transactionId}"]`)).toBeVisible();
  await expectAccessible(page, testInfo, "transactions");
  await snap(page, testInfo, "transactions");

  await page.getByLabel("Mode").selectOption("private");
  await expect(page).toHaveURL(/\/transactions\?mode=private$/);
  await expect(table.locator(`[data-transaction-row="${awaiting.transactionId}"]`)).toBeVisible();
  await expect(table.locator(`[data-transaction-row="${sent.transactionId}"]`)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(table.locator(`[data-transaction-row="${sent.transactionId}"]`)).toBeVisible();

  await page.getByLabel("Search transactions").fill(recipient);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${recipient}`));
  await expect(table.locator("[data-transaction-row]")).toHaveCount(1);
  await expect(page.locator("[data-range]")).toHaveText("1–1 of 1");
  await snap(page, testInfo, "transactions-searched");

  await page.getByRole("link", { name: sent.transactionId }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${sent.transactionId}$`));
  await expect(page.locator("[data-detail-amount]")).toContainText("3.5 USDC");
  await expect(page.locator('[data-status="completed"]').first()).toBeVisible();
  const timeline = page.locator("[data-timeline]");
  await expect(timeline.locator('[data-event="transaction.pending"]')).toBeVisible();
  await expect(timeline.locator('[data-event="transaction.completed"]')).toBeVisible();
  const leg = page.locator("[data-legs]").getByRole("link", { name: `Address ${recipient} in the explorer` });
  await expect(leg).toHaveAttribute("href", /explorer\.solana\.com\/address\/.+\?cluster=custom&customUrl=http/);
  await expect(page.getByRole("button", { name: "Cancel transaction" })).toHaveCount(0);
  // Another test's endpoint of the same account may have a delivery of this event too: this test's is its own URL.
  const delivery = page
    .locator("[data-deliveries]")
    .getByRole("row", { name: /transaction\.completed/ })
    .filter({ hasText: "http://127.0.0.1:9/transactions-spec" });
  await expect(delivery).toContainText("http://127.0.0.1:9/transactions-spec");
  await expect(delivery).not.toContainText("Succeeded");
  await expectAccessible(page, testInfo, "transaction-detail");
  await snap(page, testInfo, "transaction-detail");
  expect((await apiCall(request, adminKey(), "DELETE", `/v1/webhooks/${hook.body.webhookId}`)).status).toBe(200);
});

test("a private transaction shows its stages and is cancelled from its page; a read key sees no cancel", async ({
  page,
  request,
}, testInfo) => {
  const awaiting = await privateSendUsdc(request, randomAddress(), randomAddress(), "2");
  const reader = await createKey(request, "Transactions reader", "read");
  await signInWithLink(page, request, reader.key, `/transactions/${awaiting.transactionId}`);
  await expect(page.locator('[data-stage="awaiting_deposit"]')).toHaveAttribute("data-state", "current");
  await expect(page.getByRole("button", { name: "Cancel transaction" })).toHaveCount(0);
  // The deposit asked, added up: 2 USDC to the recipient, the quoted fee, the rent of its new token account.
  await expect(page.locator("[data-deposit-parts]")).toContainText(/^2 payment \+ [\d.]+ fee \+ [\d.]+ rent of new/);

  await page.context().clearCookies();
  await signInWithLink(page, request, adminKey(), `/transactions/${awaiting.transactionId}`);
  await snap(page, testInfo, "transaction-private-awaiting");
  await page.getByRole("button", { name: "Cancel transaction" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this transaction?" });
  await expectAccessible(page, testInfo, "transaction-cancel-dialog");
  await dialog.getByRole("button", { name: "Cancel transaction" }).click();
  await expect(page.locator('[data-status="cancelled"]').first()).toBeVisible();
  await expect(page.locator('[data-timeline] [data-event="transaction.cancelled"]')).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel transaction" })).toHaveCount(0);
  await snap(page, testInfo, "transaction-private-cancelled");
});
