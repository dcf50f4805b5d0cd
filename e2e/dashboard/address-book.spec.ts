import { expect, test } from "@playwright/test";
import { Keypair } from "@solana/web3.js";
import { adminKey, expectAccessible, signInWithLink, snap } from "./support";

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
