import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support";

// A trace snapshots the whole DOM at every step, and this page's DOM is the largest of the app: on a quiet machine
// the test finished its last step and still ran past 360 s with tracing on.
test.use({ trace: "off" });

test("the API reference lists the operations and unfolds a nested schema", async ({ page, baseURL }, testInfo) => {
  // Axe reads every node of the long reference page, twice: slower than the default 30 s on two shared cores, and
  // over 150 s on a quiet one once the page documented the pay, session, balance and controls routes.
  test.setTimeout(600_000);
  await page.goto("/docs");

  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // As a reader first sees it, before anything is unfolded.
  await expectAccessible(page, testInfo, "docs-first-load");
  await expect(page.locator("a[data-raw-document]")).toHaveAttribute("href", "/v1/openapi.json");

  // The sidebar lists every operation of the document, grouped by tag.
  const sidebar = page.locator('[data-sidebar="column"]');
  const operations = page.locator("article[data-operation]");
  const count = await operations.count();
  expect(count).toBeGreaterThan(3);
  await expect(sidebar.locator('a[href^="#"]').filter({ has: page.locator("[data-method]") })).toHaveCount(count);

  // Rotate-key: parameters, a request body and responses by status.
  const create = page.locator('article[data-operation="POST /v1/api-keys/{keyId}/rotate"]');
  await sidebar.getByRole("link", { name: /rotate an api key/i }).click();
  await expect(page).toHaveURL(/#/);
  await expect(create.getByText("Requires admin")).toBeVisible();
  await expect(create.locator("[data-parameters]")).toContainText("Idempotency-Key");
  await expect(create.locator("[data-curl]")).toContainText("curl -X POST");
  // The examples name the origin this page was read at (the port the service runs on), not a fixed one.
  await expect(create.locator("[data-curl]")).toContainText(`curl -X POST '${baseURL}/v1/api-keys/`);
  await expect(create.locator("[data-responses] details[data-status='201']")).toHaveAttribute("open", "");

  // A nested object folds open: the rotated key's `rotatedFrom` shows its own fields.
  const created = create.locator("[data-responses] details[data-status='201']");
  const rotatedFrom = created.locator('li[data-field="rotatedFrom"]');
  const oldKeyId = rotatedFrom.locator('li[data-field="keyId"]');
  await expect(oldKeyId).toBeHidden();
  await rotatedFrom.getByText(/show 2 child fields/i).click();
  await expect(oldKeyId).toBeVisible();
  await expect(oldKeyId).toContainText("Required");

  // Error responses are folded and resolve the shared error schema.
  const conflict = create.locator("[data-responses] details[data-status='409']");
  await conflict.locator("> summary").click();
  await expect(conflict.locator('li[data-field="error"]')).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath("docs-rotate-key.png") });
  // The page was read whole at first load; what changed since is this operation, unfolded.
  await expectAccessible(page, testInfo, "docs-rotate-key", {
    include: 'article[data-operation="POST /v1/api-keys/{keyId}/rotate"]',
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath("docs-top.png") });
});
