import { expect, type Page, test } from "@playwright/test";
import { adminKey, apiCall, createKey, expectAccessible, signInWithLink, snap } from "./support";

async function copyShownKey(page: Page): Promise<string> {
  const key = (await page.getByRole("dialog").locator("[data-secret]").textContent()) ?? "";
  expect(key).toMatch(/^psk_test_[A-Za-z0-9]{32}$/);
  return key;
}

test("create a key (shown once), rotate it, revoke the replacement: the API refuses both", async ({
  page,
  request,
}, testInfo) => {
  await signInWithLink(page, request, adminKey(), "/api-keys");
  await expect(page.getByRole("table", { name: "API keys" })).toContainText("Bootstrap admin key");
  // The key this session signed in with is marked, and only that one.
  await expect(page.locator("[data-own-key]")).toHaveCount(1);
  await expect(page.getByRole("row").filter({ has: page.locator("[data-own-key]") })).toContainText(
    "Bootstrap admin key",
  );

  const name = `Payroll robot ${Date.now()}`;
  await page.getByRole("button", { name: "Create key" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill(name);
  await page
    .getByRole("dialog")
    .getByRole("radio", { name: /^Write/ })
    .check();
  await expectAccessible(page, testInfo, "api-keys-create");
  await page.getByRole("dialog").getByRole("button", { name: "Create key" }).click();
  const first = await copyShownKey(page);
  await expect(page.getByRole("dialog")).toContainText("shown only this once");
  await snap(page, testInfo, "api-keys-shown-once");
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(first.slice(0, 12));
  await expect(row).toContainText("write");
  expect((await apiCall(request, first, "GET", "/v1/webhooks")).status).toBe(200);

  // Rotate, the old key revoked at once.
  await row.getByRole("button", { name: `Rotate ${name}` }).click();
  await page.getByRole("dialog").getByRole("radio", { name: "Now" }).check();
  await page.getByRole("dialog").getByRole("button", { name: "Rotate key" }).click();
  const second = await copyShownKey(page);
  expect(second).not.toBe(first);
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  expect((await apiCall(request, first, "GET", "/v1/webhooks")).status).toBe(401);
  expect((await apiCall(request, second, "GET", "/v1/webhooks")).status).toBe(200);

  const rows = page.getByRole("row").filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  await expect(rows.locator('[data-key-status="revoked"]')).toHaveCount(1);
  const live = rows.filter({ has: page.locator('[data-key-status="active"]') });
  await expectAccessible(page, testInfo, "api-keys-list");
  await snap(page, testInfo, "api-keys-list");

  // Revoke, after a confirmation.
  await live.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("dialog")).toContainText("cannot be undone");
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(rows.locator('[data-key-status="revoked"]')).toHaveCount(2);
  await expect(rows.getByRole("button")).toHaveCount(0);
  const refused = await apiCall(request, second, "GET", "/v1/webhooks");
  expect(refused.status).toBe(401);
  expect(refused.body.error.code).toBe("UNAUTHENTICATED");
});

test("a write session is told API keys need admin, without a crash or a button", async ({
  page,
  request,
}, testInfo) => {
  const writer = await createKey(request, "Ops writer", "write");
  await signInWithLink(page, request, writer.key, "/api-keys");
  await expect(page.locator("[data-forbidden]")).toContainText("Your key may not see API keys");
  await expect(page.locator("[data-forbidden]")).toContainText("admin");
  await expect(page.getByRole("button", { name: "Create key" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "API keys" })).toHaveCount(
    0,
  );
  await expectAccessible(page, testInfo, "api-keys-forbidden");
  await snap(page, testInfo, "api-keys-forbidden");
});
