import { expect, type Page, test } from "@playwright/test";
import Papa from "papaparse";
import { randomAddress } from "./payments";
import { adminKey, expectAccessible, signInWithLink, snap } from "./support";

/**
 * Every uncaught error of the page from now on: a refused payment must be a message in the form, never one of
 * these. Started once the page is loaded and the wallet connected: what loading itself logs is the console-error
 * test's to judge.
 */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function connectBurner(page: Page): Promise<string> {
  await page.getByRole("button", { name: /select wallet/i }).click();
  await page.getByRole("button", { name: /burner wallet/i }).click();
  const address = page.locator("[data-wallet-address]");
  await expect(address).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return (await address.textContent()) ?? "";
}

async function quoteSend(page: Page, amount: string, recipient: string) {
  await page.getByLabel("Amount").fill(amount);
  await page.getByLabel("Recipient").fill(recipient);
  await page.getByRole("button", { name: "Get quote" }).click();
}

/** Decimal strings to base units of a 6-decimal asset, exactly. */
const micro = (text: string) => {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole + fraction.padEnd(6, "0"));
};

test("/send: a bad address and an unfunded wallet are refused before signing; the SOL costs are shown; success links the transaction", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInWithLink(page, request, adminKey(), "/send");
  await connectBurner(page);
  const errors = collectPageErrors(page);
  await expect(page.getByRole("button", { name: "Faucet: 1 SOL" })).toBeVisible();

  // Item 8: not an address, refused on the page: no quote is asked.
  await quoteSend(page, "5000", "not-an-address");
  await expect(page.locator("[data-recipient-error]")).toContainText("Not a ledger address");
  await expect(page.locator("[data-quote]")).toHaveCount(0);

  // Item 2: 5,000 USDC from a wallet holding none: prepare's 422 in the form, the wallet never asked.
  await quoteSend(page, "5000", randomAddress());
  await expect(page.locator("[data-quote]")).toContainText("5,000 USDC");
  // The service's refusal, with what is missing (the page's own check is hidden once it came).
  await expect(
    page.getByRole("alert").filter({ hasText: /The sender cannot pay: it needs 5000 USDC and holds [\d.]+/ }),
  ).toBeVisible();
  await expect(page.locator("[data-insufficient]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign and send" })).toBeDisabled();
  await snap(page, testInfo, "send-insufficient");
  await expectAccessible(page, testInfo, "send-insufficient", { exclude: ["[data-wallet-adapter-modal]"] });

  await page.getByRole("button", { name: "Faucet: 1 SOL" }).click();
  await expect(page.locator('[data-balance="SOL"]')).toHaveText("1", { timeout: 45_000 });
  await page.getByRole("button", { name: "Faucet: 100 USDC" }).click();
  await expect(page.locator('[data-balance="USDC"]')).toHaveText("100", { timeout: 45_000 });

  // Item 3: the SOL the wallet pays besides the USDC fee, before signing: a signature and one new token account.
  await quoteSend(page, "12.5", randomAddress());
  // 5,000 lamports a signature, and a priority fee only when the devnet was busy lately.
  await expect(page.locator('[data-cost="network-fee"]')).toHaveText(/^0\.000005\d* SOL$/);
  await expect(page.locator('[data-cost="rent"]')).toHaveText("0.00203928 SOL (1 new)");
  await expect(page.locator('[data-cost="total"]')).toHaveText("0.00204428 SOL");
  await expect(page.getByRole("button", { name: "Sign and send" })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath("money-after-send.png") });
  await expectAccessible(page, testInfo, "send-quoted");

  // Item 8: a clear Completed state, a link to the transaction, a signature that fits its card.
  await page.getByRole("button", { name: "Sign and send" }).click();
  const done = page.locator('[data-status="completed"]');
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done).toContainText("Completed");
  await expect(done.locator("[data-transaction-link]")).toHaveAttribute("href", /^\/transactions\/txn_/);
  // Item 7: the countdown stops once the quote was used.
  await expect(page.locator("[data-countdown]")).toHaveText("used");
  const signature = await done.locator("[data-signature] [title]").getAttribute("title");
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  const card = await page
    .locator("[data-quote]")
    .locator("xpath=ancestor::div[contains(@class,'rounded-lg')][1]")
    .boundingBox();
  const line = await done.locator("[data-signature]").boundingBox();
  expect(card && line && line.x + line.width <= card.x + card.width).toBe(true);
  await snap(page, testInfo, "send-completed");
  await expectAccessible(page, testInfo, "send-completed");
  await page.screenshot({ path: testInfo.outputPath("money-after-send-completed.png") });

  await done.locator("[data-transaction-link]").click();
  await expect(page).toHaveURL(/\/transactions\/txn_/);
  expect(errors).toEqual([]);
});

test("/send: an expired quote cannot be signed, and the page offers a new one", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await signInWithLink(page, request, adminKey(), "/send");
  await connectBurner(page);
  const errors = collectPageErrors(page);
  await page.getByRole("button", { name: "Faucet: 1 SOL" }).click();
  await expect(page.locator('[data-balance="SOL"]')).toHaveText("1", { timeout: 45_000 });
  await page.getByLabel("Asset").selectOption("SOL");
  await quoteSend(page, "0.1", randomAddress());
  await expect(page.getByRole("button", { name: "Sign and send" })).toBeEnabled();
  // A wallet quote lives 30 s.
  await expect(page.locator("[data-countdown]")).toHaveText("expired", { timeout: 45_000 });
  await expect(page.getByRole("button", { name: "Sign and send" })).toBeDisabled();
  await expect(page.locator("[data-quote-expired]")).toContainText("get a new quote");
  await snap(page, testInfo, "send-expired");
  await expectAccessible(page, testInfo, "send-expired");
  await page.getByRole("button", { name: "Get a new quote" }).click();
  await expect(page.locator("[data-countdown]")).toHaveText(/expires in \d+s/);
  await expect(page.getByRole("button", { name: "Sign and send" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Get a new quote" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

const csvOf = (rows: { address: string; amount: string }[]) => Papa.unparse(rows, { columns: ["address", "amount"] });

test("/payroll: balances and faucet, refused before signing when unfunded, rent shown, the deposit added up", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInWithLink(page, request, adminKey(), "/payroll");
  const rows = [
    { address: randomAddress(), amount: "4" },
    { address: randomAddress(), amount: "4.5" },
    { address: randomAddress(), amount: "1.25" },
  ];
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "team.csv", mimeType: "text/csv", buffer: Buffer.from(csvOf(rows)) });
  await expect(page.getByText("Every row is valid.")).toBeVisible();
  await connectBurner(page);
  const errors = collectPageErrors(page);
  await expect(page.locator("[data-balances]")).toBeVisible();

  // Wallet mode, nothing in the wallet: the pay button stays disabled with the reason, the wallet is never asked.
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page.locator("[data-quote]")).toContainText("9.75 USDC");
  await expect(page.locator("[data-insufficient]")).toContainText("9.75 USDC");
  await expect(page.getByRole("button", { name: "Sign and pay 3 recipients" })).toBeDisabled();
  await expect(page.locator('[data-total="ata-rent"]')).toContainText("0.00611784 (3 new)");
  await snap(page, testInfo, "payroll-insufficient");
  await expectAccessible(page, testInfo, "payroll-insufficient");

  // The faucet buttons of /send, here too.
  await page.getByRole("button", { name: "Faucet: 1 SOL" }).click();
  await expect(page.locator('[data-balance="SOL"]')).toHaveText("1", { timeout: 45_000 });
  await page.getByRole("button", { name: "Faucet: 100 USDC" }).click();
  await expect(page.locator('[data-balance="USDC"]')).toHaveText("100", { timeout: 45_000 });
  await expect(page.locator("[data-insufficient]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign and pay 3 recipients" })).toBeEnabled();
  await page.locator("[data-fee-breakdown]").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("money-after-payroll.png") });

  // Private mode: the deposit screen breaks the deposit down, and the parts add up to it.
  await page.getByRole("radio", { name: /^Private/ }).check();
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page.locator('[data-total="ata-rent"]')).toContainText("3 new");
  await page.getByRole("button", { name: "Create the deposit" }).click();
  await expect(page).toHaveURL(/\/payroll\?transaction=txn_/, { timeout: 60_000 });
  const parts = page.locator("[data-deposit-breakdown]");
  await expect(parts.locator('[data-part="payment"]')).toHaveText("9.75 USDC");
  const amountOf = async (name: string) =>
    micro(((await parts.locator(`[data-part="${name}"]`).textContent()) ?? "").replace(" USDC", ""));
  const rent = await amountOf("rent");
  expect(rent).toBeGreaterThan(0n);
  expect((await amountOf("payment")) + (await amountOf("fee")) + rent).toBe(await amountOf("total"));
  await expect(page.locator("[data-deposit-amount]")).toHaveText(
    `${(await parts.locator('[data-part="total"]').textContent()) ?? ""}`,
  );
  await expect(page.getByRole("button", { name: "Pay from connected wallet" })).toBeEnabled();
  await snap(page, testInfo, "payroll-deposit-breakdown");
  await expectAccessible(page, testInfo, "payroll-deposit-breakdown");
  await page.screenshot({ path: testInfo.outputPath("money-after-payroll-deposit.png") });
  expect(errors).toEqual([]);
});
