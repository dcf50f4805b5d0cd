import { gzipSync } from "node:zlib";
import { type APIRequestContext, expect, type Page, type Response, test } from "@playwright/test";
import { randomAddress } from "./payments";
import { adminKey, apiCall, expectAccessible, snap } from "./support";

/** The hosted page's first-load script budget, gzipped (docs/benchmarks.md). */
const payPageBudgetKb = 170;

/** A payment request made as a business's server would: the API with a key. */
async function createRequest(request: APIRequestContext, body: Record<string, unknown>) {
  const created = await apiCall(request, adminKey(), "POST", "/v1/payment-requests", {
    asset: "USDC",
    recipient: randomAddress(),
    ...body,
  });
  expect(created.status).toBe(201);
  return created.body as { paymentRequestId: string; url: string; recipient: string; solanaPayUrl: string | null };
}

/** The hosted page's path (the API's absolute URL names the host the service thinks it has). */
const pagePath = (created: { url: string }) => new URL(created.url).pathname;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a payer with no session pays a request on its hosted page with the burner wallet and gets a receipt", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const created = await createRequest(request, { amount: "2.5", label: "Corner Café", message: "Order 1042" });
  expect(await page.context().cookies()).toEqual([]);

  await page.goto(pagePath(created));
  await expect(page.getByRole("heading", { name: "Corner Café" })).toBeVisible();
  await expect(page.locator("[data-pay-message]")).toHaveText("Order 1042");
  await expect(page.locator("[data-pay-amount]")).toHaveText("2.5 USDC");
  await expect(page.locator("[data-countdown]")).toHaveText(/^in 23h \d+m$/);
  // Each cost in the asset that pays it: the payment in USDC, the network fee in SOL from the wallet.
  await expect(page.locator('[data-cost="payment"]')).toContainText("2.5 USDC");
  await expect(page.locator('[data-cost="network_fee"]')).toContainText(/about .* SOL/);
  // The e2e server runs on plain http: no Solana Pay QR code, and the page says why (the wallet button works).
  expect(created.solanaPayUrl).toBeNull();
  await expect(page.locator("[data-no-solana-pay]")).toContainText("PUBLIC_URL");
  await expectAccessible(page, testInfo, "pay-open");
  await snap(page, testInfo, "pay-open-desktop");

  await page.getByRole("button", { name: /select wallet/i }).click();
  await page.getByRole("button", { name: /burner wallet/i }).click();
  const walletAddress = page.locator("[data-wallet-address]");
  await expect(walletAddress).toBeVisible();
  const payer = (await walletAddress.getAttribute("data-wallet-address")) ?? "";
  // Test mode: the page's own faucet funds the burner wallet with what the payment takes.
  await page.getByRole("button", { name: "Fund this wallet from the faucet" }).click();
  await expect(page.locator("[data-pay-funded]")).toContainText("2.5 USDC");
  await expect
    .poll(async () => {
      const balances = await apiCall(request, adminKey(), "GET", `/v1/balances/${payer}`);
      return balances.body?.tokens?.find((t: { symbol: string }) => t.symbol === "USDC")?.balance;
    })
    .toBe("2.5");

  await page.getByRole("button", { name: "Pay 2.5 USDC" }).click();
  await expect(page.locator("[data-receipt]")).toBeVisible({ timeout: 60_000 });
  await expect(page.locator("[data-pay-status]")).toHaveAttribute("data-pay-status", "paid");
  const signature = await page.locator("[data-receipt-signature]").getAttribute("data-receipt-signature");
  // The receipt opens the payment in the explorer, on the ledger the page's wallet used.
  await expect(page.locator("[data-receipt] [data-explorer-link]")).toHaveAttribute(
    "href",
    new RegExp(`^https://explorer\\.solana\\.com/tx/${signature}\\?cluster=`),
  );
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  await expectAccessible(page, testInfo, "pay-receipt");
  await snap(page, testInfo, "pay-receipt-desktop");

  const after = await apiCall(request, adminKey(), "GET", `/v1/payment-requests/${created.paymentRequestId}`);
  expect(after.body).toMatchObject({ status: "paid", payer, signature });
  const balances = await apiCall(request, adminKey(), "GET", `/v1/balances/${created.recipient}`);
  expect(balances.body.tokens.find((t: { symbol: string }) => t.symbol === "USDC")?.balance).toBe("2.5");

  // Paid is paid: the page, opened again, shows the receipt and offers nothing to pay.
  await page.reload();
  await expect(page.locator("[data-receipt]")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
});

test("at phone width an open request fits the screen, says why it has no Solana Pay QR code, and is accessible", async ({
  page,
  request,
}, testInfo) => {
  const created = await createRequest(request, {
    amount: "1234.5",
    label: "A business with a rather long name",
    message: "Invoice INV-2026-000042 for the November subscription, three seats, billed monthly.",
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pagePath(created));
  await expect(page.locator("[data-pay-amount]")).toHaveText("1,234.5 USDC");
  await expect(page.getByRole("button", { name: /select wallet/i })).toBeVisible();
  await expect(page.locator("[data-no-solana-pay]")).toContainText("PUBLIC_URL");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, testInfo, "pay-open-phone");
  await snap(page, testInfo, "pay-open-phone");
});

test("a cancelled request, an expired one and an unknown link each say so, at phone width", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const cancelled = await createRequest(request, { amount: "3", label: "Cancelled shop" });
  const deleted = await apiCall(request, adminKey(), "DELETE", `/v1/payment-requests/${cancelled.paymentRequestId}`);
  expect(deleted.status).toBe(200);
  await page.goto(pagePath(cancelled));
  await expect(page.locator('[data-pay-closed="cancelled"]')).toContainText("This payment request was cancelled.");
  await expect(page.getByRole("button", { name: /select wallet/i })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, testInfo, "pay-cancelled-phone");
  await snap(page, testInfo, "pay-cancelled-phone");

  const expiring = await createRequest(request, {
    amount: "3",
    label: "Expiring shop",
    expiresAt: new Date(Date.now() + 4_000).toISOString(),
  });
  await page.goto(pagePath(expiring));
  await expect(page.locator('[data-pay-closed="expired"]')).toContainText("This payment request has expired.", {
    timeout: 20_000,
  });
  await expect(page.getByRole("button", { name: /select wallet/i })).toHaveCount(0);
  // The service says so too, not only the page's clock.
  await expect
    .poll(
      async () =>
        (await apiCall(request, adminKey(), "GET", `/api/pay/${expiring.paymentRequestId}/details`)).body?.status,
      {
        timeout: 20_000,
      },
    )
    .toBe("expired");
  await page.reload();
  await expect(page.locator('[data-pay-closed="expired"]')).toBeVisible();
  await snap(page, testInfo, "pay-expired-phone");

  const unknown = await page.goto("/pay/prq_doesNotExist0000000000");
  expect(unknown?.status()).toBe(404);
  await expect(page.locator("[data-pay-not-found]")).toBeVisible();
  await expectAccessible(page, testInfo, "pay-not-found");
});

test("a private request shows its deposit address, amount, breakdown and QR code", async ({
  page,
  request,
}, testInfo) => {
  const created = await createRequest(request, { amount: "5", mode: "private", label: "Private shop" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pagePath(created));
  // The whole price, before any address is made: the payment, the fee and the new token account's rent.
  const costs = page.locator("[data-pay-costs]");
  await expect(costs.locator('[data-cost="payment"]')).toContainText("5 USDC");
  await expect(costs.locator('[data-cost="fee"]')).toContainText("USDC");
  await expect(costs.locator('[data-cost="token_account_rent"]')).toContainText("USDC");
  await snap(page, testInfo, "pay-private-costs-phone");
  await page.getByRole("button", { name: "Get deposit address" }).click();
  const address = page.locator("[data-deposit-address]");
  await expect(address).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await expect(page.getByRole("button", { name: "Copy the deposit address" })).toHaveAttribute(
    "data-copy",
    (await address.textContent()) ?? "",
  );
  await expect(page.locator("[data-deposit-breakdown]")).toContainText("5 USDC");
  // What was shown before is what the address asks.
  const asked = (await page.locator("[data-deposit-amount]").textContent()) ?? "";
  await expect(costs.locator('[data-cost-total="USDC"]')).toContainText(asked.trim());
  await expect(page.locator('[data-qr^="solana:"]')).toBeVisible();
  await expect(page.locator("[data-pay-status]")).toHaveAttribute("data-pay-status", "open");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, testInfo, "pay-private-phone");
  await snap(page, testInfo, "pay-private-phone");

  // A payer who reloads sees the address they were given, not a button that would make another.
  const given = await address.textContent();
  await page.reload();
  await expect(address).toHaveText(given ?? "");
  await expect(page.getByRole("button", { name: "Get deposit address" })).toHaveCount(0);
});

/**
 * Every script the page loads, gzipped as a server would send it (bytes), by URL; with `shown`, also those loaded
 * until it holds (a part loaded after the page went idle, as the wallet libraries are).
 */
async function scriptsLoaded(page: Page, path: string, shown?: () => Promise<void>) {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  };
  page.on("response", onResponse);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  if (shown) {
    await shown();
    await page.waitForLoadState("networkidle");
  }
  page.off("response", onResponse);
  await Promise.all(pending);
  return scripts;
}

const kb = (bytes: number) => Math.round(bytes / 1024);

test("the pay page's first load stays within its script budget; the wallet libraries come after", async ({
  page,
  request,
}, testInfo) => {
  // A request that cannot be paid loads no wallet: what it loads is the page's first load.
  const cancelled = await createRequest(request, { amount: "1", label: "Cancelled budget shop" });
  expect(
    (await apiCall(request, adminKey(), "DELETE", `/v1/payment-requests/${cancelled.paymentRequestId}`)).status,
  ).toBe(200);
  const closed = await scriptsLoaded(page, pagePath(cancelled));
  await expect(page.locator('[data-pay-closed="cancelled"]')).toBeVisible();
  const firstLoad = [...closed.values()].reduce((sum, size) => sum + size, 0);

  const open = await createRequest(request, { amount: "1", label: "Budget shop" });
  // The wallet libraries load after the first load: counted until the wallet button they draw is shown.
  const withWallet = await scriptsLoaded(page, pagePath(open), () =>
    expect(page.getByRole("button", { name: /select wallet/i })).toBeVisible(),
  );
  const walletExtra = [...withWallet].filter(([url]) => !closed.has(url)).reduce((sum, [, size]) => sum + size, 0);

  const figures = { firstLoadKb: kb(firstLoad), walletChunksKb: kb(walletExtra), scripts: Object.fromEntries(closed) };
  await testInfo.attach("pay-page-js.json", {
    body: JSON.stringify(figures, null, 2),
    contentType: "application/json",
  });
  console.log(
    `pay page first-load JS ${figures.firstLoadKb} kB gzip (${closed.size} scripts); wallet chunks after it ${figures.walletChunksKb} kB`,
  );
  expect(firstLoad).toBeLessThanOrEqual(payPageBudgetKb * 1024);
  expect(walletExtra).toBeGreaterThan(0);
});
