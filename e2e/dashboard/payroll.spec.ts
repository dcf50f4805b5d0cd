import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import Papa from "papaparse";
import { randomAddress } from "./payments";
import { adminKey, apiCall, createKey, expectAccessible, signInWithLink, snap } from "./support";

type Row = { address: string; amount: string; name: string; reference: string };

/** 200 recipients, each a different amount (1.00 to 2.99 USDC), named, for November. */
function payrollRows(count = 200): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    address: randomAddress(),
    amount: (1 + i / 100).toFixed(2),
    name: `Employee ${i + 1}`,
    reference: "nov-salary",
  }));
}

const csvOf = (rows: Row[]) => Papa.unparse(rows, { columns: ["address", "amount", "name", "reference"] });
const totalOf = (rows: Row[]) => rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0) / 100;

async function fund(request: APIRequestContext, address: string, asset: string, amount: string) {
  const granted = await apiCall(request, adminKey(), "POST", "/v1/faucet", { address, asset, amount });
  expect(granted.status).toBe(200);
}

/** Signs in on /payroll, connects the burner wallet and funds it from the devnet's faucet. */
async function openWithFundedWallet(page: Page, request: APIRequestContext, usdc: string): Promise<string> {
  await signInWithLink(page, request, adminKey(), "/payroll");
  await page.getByLabel("CSV file").setInputFiles({
    name: "warm-up.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csvOf(payrollRows(1))),
  });
  await page.getByRole("button", { name: /select wallet/i }).click();
  await page.getByRole("button", { name: /burner wallet/i }).click();
  const address = (await page.locator("[data-wallet-address]").textContent()) ?? "";
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await fund(request, address, "SOL", "3");
  await fund(request, address, "USDC", usdc);
  return address;
}

async function upload(page: Page, name: string, csv: string) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
}

/** Scrolls the virtualized preview to data row `row` (from 1), which renders it. */
async function previewRow(page: Page, row: number) {
  await page.locator("[data-payroll-rows]").evaluate(
    (el, top) => {
      el.scrollTop = top;
    },
    (row - 1) * 45,
  );
  const located = page.locator(`[data-payroll-row="${row}"]`);
  await expect(located).toBeVisible();
  return located;
}

async function expectPaid(request: APIRequestContext, rows: Row[]) {
  for (const row of rows) {
    const balances = await apiCall(request, adminKey(), "GET", `/v1/balances/${row.address}`);
    expect(balances.status, `GET /v1/balances/${row.address}: ${JSON.stringify(balances.body)}`).toBe(200);
    const usdc = balances.body.tokens.find((t: { symbol: string }) => t.symbol === "USDC");
    expect(Number(usdc?.balance), row.address).toBe(Number(row.amount));
  }
}

test("a 200-row CSV with 3 bad rows: flagged, fixed in place, signed with one approval, every recipient paid", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const rows = payrollRows();
  await openWithFundedWallet(page, request, String(totalOf(rows) + 10));

  // Three bad rows: an address that is not one, an amount finer than USDC's 6 decimals, nothing to pay.
  const file = rows.map((r) => ({ ...r }));
  file[4]!.address = "not-a-wallet-address";
  file[59]!.amount = "1.1234567";
  file[119]!.amount = "0";
  await upload(page, "november.csv", csvOf(file));
  await expect(page.locator('[data-total="invalid"]')).toHaveText("3");
  await expect(page.getByText("3 rows need a fix")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get quote" })).toBeDisabled();
  for (const bad of [5, 60, 120]) await expect(await previewRow(page, bad)).toHaveAttribute("data-row-invalid", "");
  for (const good of [1, 59, 200]) await expect(await previewRow(page, good)).not.toHaveAttribute("data-row-invalid");
  await snap(page, testInfo, "payroll-preview-problems");

  await (await previewRow(page, 5)).getByLabel("Address of row 5").fill(rows[4]!.address);
  await (await previewRow(page, 60)).getByLabel("Amount of row 60").fill(rows[59]!.amount);
  await (await previewRow(page, 120)).getByLabel("Amount of row 120").fill(rows[119]!.amount);
  await expect(page.getByText("Every row is valid.")).toBeVisible();
  await expect(page.locator('[data-total="amount"]')).toHaveText(String(totalOf(rows)));
  await expect(page.locator('[data-total="token-accounts"]')).toContainText("200");
  await expectAccessible(page, testInfo, "payroll-preview");

  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page.locator("[data-quote]")).toContainText(`${totalOf(rows)} USDC`);
  await expect(page.locator("[data-countdown]")).toHaveText(/expires in \d+s/);
  await expect(page.locator('[data-total="transactions"]')).not.toHaveText("");
  await snap(page, testInfo, "payroll-quote");
  // The burner wallet signs every ledger transaction of the payroll in one signAllTransactions call.
  await page.getByRole("button", { name: "Sign and pay 200 recipients" }).click();
  await expect(page).toHaveURL(/\/payroll\?transaction=txn_/, { timeout: 60_000 });
  await expect(page.locator('[data-payroll-status="completed"]')).toBeVisible({ timeout: 150_000 });
  await expect(page.locator("[data-paid-count]")).toHaveText("200");
  await expectAccessible(page, testInfo, "payroll-progress");
  await snap(page, testInfo, "payroll-completed");
  await expectPaid(request, rows);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download results CSV" }).click();
  const results = Papa.parse<Record<string, string>>(readFileSync(await (await download).path(), "utf8"), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(results).toHaveLength(200);
  results.forEach((line, i) => {
    expect(line).toMatchObject({ address: rows[i]!.address, name: rows[i]!.name, reference: "nov-salary" });
    expect(Number(line.amount)).toBe(Number(rows[i]!.amount));
    expect(line.status).toBe("completed");
    expect(line.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
  });
});

test("the same file in private mode: the deposit is paid from the connected wallet and every recipient is paid", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const rows = payrollRows();
  await openWithFundedWallet(page, request, String(totalOf(rows) * 2));
  await upload(page, "november.csv", csvOf(rows));
  await expect(page.getByText("Every row is valid.")).toBeVisible();
  await page.getByRole("radio", { name: /^Private/ }).check();
  await page.getByRole("button", { name: "Get quote" }).click();
  await expect(page.locator('[data-total="routing-fee"]')).not.toHaveText("0");
  await page.getByRole("button", { name: "Create the deposit" }).click();
  await expect(page).toHaveURL(/\/payroll\?transaction=txn_/, { timeout: 60_000 });
  await expect(page.locator("[data-deposit-address]")).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await expect(page.getByRole("img", { name: /Solana Pay QR code/ })).toBeVisible();
  await snap(page, testInfo, "payroll-private-deposit");
  await expectAccessible(page, testInfo, "payroll-private-deposit");

  await page.getByRole("button", { name: "Pay from connected wallet" }).click();
  await expect(page.locator('[data-payroll-status="completed"]')).toBeVisible({ timeout: 180_000 });
  await expect(page.locator("[data-paid-count]")).toHaveText("200");
  await snap(page, testInfo, "payroll-private-completed");
  await expectPaid(request, rows);
});

test("10,000 rows are read and checked in the browser (the time is reported, not asserted)", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const rows = payrollRows(10_000).map((r, i) => ({ ...r, amount: (1 + (i % 100) / 100).toFixed(2) }));
  await signInWithLink(page, request, adminKey(), "/payroll");
  await upload(page, "everyone.csv", csvOf(rows));
  await expect(page.getByText("Every row is valid.")).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-total="rows"]')).toHaveText("10000");
  const timing = page.locator("[data-parse-ms]");
  const browserMs = await timing.getAttribute("data-parse-ms");
  const serviceMs = await timing.getAttribute("data-service-check-ms");
  const line = `10,000-row CSV: read, parsed and checked in the browser in ${browserMs} ms; checked by the service (with the ledger) after ${serviceMs} ms`;
  console.log(line);
  await testInfo.attach("payroll-10k-timing.txt", { body: line, contentType: "text/plain" });
  // The last row is reached by scrolling the virtualized table, and can be removed.
  const last = await previewRow(page, 10_000);
  await last.getByRole("button", { name: "Remove row 10000" }).click();
  await expect(page.locator('[data-total="rows"]')).toHaveText("9999");
  await snap(page, testInfo, "payroll-10k");
});

test("a read key checks a dropped payroll file but sees nothing that pays", async ({ page, request }, testInfo) => {
  const reader = await createKey(request, "Payroll reviewer", "read");
  await signInWithLink(page, request, reader.key, "/payroll");
  // Dropped on the page, as from a file manager.
  const dropped = await page.evaluateHandle(
    (csv) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([csv], "review.csv", { type: "text/csv" }));
      return transfer;
    },
    csvOf(payrollRows(3)),
  );
  await page.locator("[data-csv-drop]").dispatchEvent("drop", { dataTransfer: dropped });
  await expect(page.locator('[data-total="rows"]')).toHaveText("3");
  await expect(page.getByText("Every row is valid.")).toBeVisible();
  await expect(page.locator("[data-read-only]")).toContainText("needs a write or admin key");
  await expect(page.getByRole("button", { name: "Get quote" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /select wallet/i })).toHaveCount(0);
  await expectAccessible(page, testInfo, "payroll-read-only");
});
