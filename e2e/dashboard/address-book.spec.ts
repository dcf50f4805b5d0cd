import { expect, test } from "@playwright/test";
import { Keypair } from "@solana/web3.js";
import { adminKey, apiCall, expectAccessible, hydrated, signInWithLink, snap } from "./support";

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`the address book adds an entry that waits its cooldown, and deletes it (${viewport.name}), accessible`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInWithLink(page, request, adminKey(), "/address-book");
    await expect(page.getByRole("heading", { name: "Address book" })).toBeVisible();

    const name = `Acme ${viewport.name} ${Date.now()}`;
    const address = Keypair.generate().publicKey.toBase58();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Address", { exact: true }).fill(address);
    await page.getByLabel("Note (optional)").fill("invoices monthly");
    await page.getByRole("button", { name: "Add counterparty" }).click();

    const row = page.getByRole("table", { name: "Address book" }).getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(address);
    await expect(row).toContainText("cooling down");
    await expectAccessible(page, testInfo, `address-book-${viewport.name}`);
    await snap(page, testInfo, `address-book-${viewport.name}`);

    // The same address again is refused, and says why.
    await page.getByLabel("Name").fill(`${name} again`);
    await page.getByLabel("Address", { exact: true }).fill(address);
    await page.getByRole("button", { name: "Add counterparty" }).click();
    await expect(page.getByText("already in the address book")).toBeVisible();

    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("button", { name: "Delete counterparty" }).click();
    await expect(row).toHaveCount(0);
  });
}

test("Send and Payroll name the recipients the address book knows and flag the others", async ({
  page,
  request,
}, testInfo) => {
  const name = `Supplier ${Date.now()}`;
  const known = Keypair.generate().publicKey.toBase58();
  const stranger = Keypair.generate().publicKey.toBase58();
  const added = await apiCall(request, adminKey(), "POST", "/v1/counterparties", { name, address: known });
  expect(added.status).toBe(201);
  await signInWithLink(page, request, adminKey(), "/send");

  // A new entry is still cooling down: named, and not yet trusted.
  await page.getByLabel("Pay to").fill(known);
  await expect(page.locator('[data-address-book="cooling-down"]')).toContainText(name);
  await page.getByLabel("Pay to").fill(stranger);
  await expect(page.locator('[data-address-book="outside"]')).toContainText("Not in your address book");

  await page.goto("/payroll");
  await hydrated(page);
  await page.getByLabel("CSV file").setInputFiles({
    name: "two.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`address,amount\n${known},1\n${stranger},2\n`),
  });
  await expect(page.locator('[data-total="outside-address-book"]')).toHaveText("2");
  const first = page.locator('[data-payroll-row="1"]');
  await expect(first).toContainText(name);
  await expect(first.locator("[data-outside-address-book]")).toHaveText("cooling down");
  await expect(page.locator('[data-payroll-row="2"] [data-outside-address-book]')).toHaveText("not in address book");
  await expectAccessible(page, testInfo, "payroll-address-book");
  await snap(page, testInfo, "payroll-address-book");
});
