import { expect, test } from "@playwright/test";
import { adminKey, apiCall, expectAccessible, signInWithLink, snap } from "./support";

test("the audit page lists an action done through the API, finds it by its object, and is accessible", async ({
  page,
  request,
}, testInfo) => {
  const made = await apiCall(request, adminKey(), "POST", "/v1/webhooks", {
    url: `https://example.com/audit-${Date.now()}`,
    events: ["transaction.completed"],
  });
  expect(made.status).toBe(201);
  const webhookId = made.body.webhookId as string;

  await signInWithLink(page, request, adminKey(), "/audit");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const table = page.getByRole("table", { name: "Audit events" });
  const row = table.getByRole("row").filter({ hasText: webhookId });
  await expect(row).toContainText("webhook.created");
  await expect(row).toContainText("Bootstrap admin key");
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Audit log" }),
  ).toBeVisible();
  await expectAccessible(page, testInfo, "audit");
  await snap(page, testInfo, "audit");

  await page.getByLabel("Object").fill(webhookId);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("webhook.created");
  // The endpoint (which never answers) goes, so later tests of this account see no failing webhook of it.
  expect((await apiCall(request, adminKey(), "DELETE", `/v1/webhooks/${webhookId}`)).status).toBe(200);
});

test("the operator's accounts page lists an account made through the API and suspends it", async ({
  page,
  request,
}, testInfo) => {
  const name = `Customer ${Date.now()}`;
  const made = await apiCall(request, adminKey(), "POST", "/v1/accounts", { name, tier: "pro" });
  expect(made.status).toBe(201);
  const customerKey = made.body.adminKey as string;

  await signInWithLink(page, request, adminKey(), "/accounts");
  const row = page.getByRole("table", { name: "Accounts" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("active");
  await expectAccessible(page, testInfo, "accounts");
  await row.getByRole("button", { name: "Suspend" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Suspend account" }).click();
  await expect(row).toContainText("suspended");
  const refused = await apiCall(request, customerKey, "GET", "/v1/tokens");
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe("ACCOUNT_SUSPENDED");
  await row.getByRole("button", { name: "Resume" }).click();
  await expect(row).toContainText("active");
  expect((await apiCall(request, customerKey, "GET", "/v1/tokens")).status).toBe(200);
  await snap(page, testInfo, "accounts");

  // A customer's admin sees no Accounts entry in the navigation.
  await page.context().clearCookies();
  await signInWithLink(page, request, customerKey, "/audit");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Audit log" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Accounts" })).toHaveCount(0);
});
