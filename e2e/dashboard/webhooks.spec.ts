import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { adminKey, createKey, expectAccessible, signInWithLink, snap } from "./support";

/** An endpoint that fails until told to answer 200. */
async function receiver() {
  let status = 500;
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(String(request.headers["webhook-id"]));
    request.resume();
    response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "receiver is down");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => server.close(),
  };
}

test("create a webhook, see a failing delivery, retry it once the endpoint answers 200, then manage it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const endpoint = await receiver();
  try {
    await signInWithLink(page, request, adminKey(), "/webhooks");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Endpoint URL").fill(endpoint.url);
    await dialog.getByRole("checkbox", { name: /transaction\.pending/ }).check();
    await expectAccessible(page, testInfo, "webhooks-create");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(dialog.locator("[data-secret]")).toHaveText(/^whsec_[A-Za-z0-9+/=]{32,}$/);
    await expect(dialog).toContainText("shown only this once");
    await snap(page, testInfo, "webhooks-secret-once");
    await dialog.getByRole("button", { name: "Done" }).click();

    await expectAccessible(page, testInfo, "webhooks-list");
    await snap(page, testInfo, "webhooks-list");
    await page.getByRole("link", { name: endpoint.url }).click();
    await expect(page).toHaveURL(/\/webhooks\/wh_/);

    // A test event to an endpoint that is down: the log shows the failed attempt and its answer.
    await page.getByRole("button", { name: "Send test event" }).click();
    const row = page.getByRole("table", { name: "Deliveries" }).locator("tbody tr").first();
    await expect(row).toContainText("webhook.test");
    await expect(row.getByRole("cell", { name: "500", exact: true })).toBeVisible({ timeout: 20_000 });
    // The automatic retry 5 s later fails too; the next one is minutes away, so the manual retry below is the one
    // that reaches the repaired endpoint.
    await expect(row.locator("summary")).toHaveText("2 attempts", { timeout: 30_000 });
    await row.locator("summary").click();
    await expect(row.locator("[data-attempt]").first()).toContainText("receiver is down");
    await expectAccessible(page, testInfo, "webhook-detail");
    await snap(page, testInfo, "webhook-failing-delivery");

    endpoint.answer(200);
    await row.getByRole("button", { name: "Retry" }).click();
    await expect(row.locator('[data-delivery-status="succeeded"]')).toBeVisible({ timeout: 20_000 });
    await expect(row.getByRole("button", { name: "Retry" })).toHaveCount(0);
    await expect(row.locator("summary")).toHaveText("3 attempts");
    expect(new Set(endpoint.received).size).toBe(1);
    await snap(page, testInfo, "webhook-retried");

    // The log's filters: the test event's last answer was 200, nothing answered 404.
    const codeFilter = page.getByLabel("Status code");
    await codeFilter.fill("404");
    await expect(page.getByRole("table", { name: "Deliveries" }).getByText("webhook.test")).toHaveCount(0);
    await codeFilter.fill("200");
    await expect(row).toContainText("webhook.test");
    await page.getByLabel("Event type").selectOption("transaction.completed");
    await expect(page.getByRole("table", { name: "Deliveries" }).getByText("webhook.test")).toHaveCount(0);
    await page.getByLabel("Event type").selectOption("");
    await codeFilter.fill("");
    await expect(row).toContainText("webhook.test");

    // Edit events, disable and enable, rotate the secret.
    await page.getByRole("button", { name: "Edit events" }).click();
    await page
      .getByRole("dialog")
      .getByRole("checkbox", { name: /transaction\.pending/ })
      .uncheck();
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The subscribed events' badges (the log's event type filter lists every type).
    await expect(page.locator("[data-events]").getByText("transaction.pending")).toHaveCount(0);
    await page.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByText("Disabled by its owner")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send test event" })).toBeDisabled();
    // The list says which endpoints are disabled, and why.
    await page.goto("/webhooks");
    const banner = page.getByRole("alert").filter({ hasText: "disabled" });
    await expect(banner).toContainText(endpoint.url);
    await expect(banner).toContainText("Disabled by its owner");
    await snap(page, testInfo, "webhooks-disabled-banner");
    await banner.getByRole("link", { name: endpoint.url }).click();
    await page.getByRole("button", { name: "Enable" }).click();
    await expect(page.getByRole("button", { name: "Disable" })).toBeVisible();
    await page.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click();
    await expect(page.getByRole("dialog").locator("[data-secret]")).toHaveText(/^whsec_/);
    await expect(page.getByRole("dialog")).toContainText("both secrets until");
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();

    // Delete asks first.
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog")).toContainText("cannot be undone");
    await page.getByRole("dialog").getByRole("button", { name: "Delete webhook" }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(page.getByRole("link", { name: endpoint.url })).toHaveCount(0);
  } finally {
    endpoint.close();
  }
});

test("a read-only session sees webhooks and their log, and no button that changes them", async ({
  page,
  request,
}, testInfo) => {
  const writer = await createKey(request, "Hook writer", "write");
  const made = await request.post("/v1/webhooks", {
    headers: { authorization: `Bearer ${writer.key}` },
    data: { url: "https://example.com/read-only-view", events: ["transaction.completed"] },
  });
  expect(made.status()).toBe(201);
  const { webhookId } = (await made.json()) as { webhookId: string };

  const reader = await createKey(request, "Hook reader", "read");
  await signInWithLink(page, request, reader.key, "/webhooks");
  await expect(page.getByRole("link", { name: "https://example.com/read-only-view" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add endpoint" })).toHaveCount(0);
  await page.goto(`/webhooks/${webhookId}`);
  await expect(page.getByRole("heading", { name: "https://example.com/read-only-view" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Deliveries" })).toBeVisible();
  for (const name of ["Send test event", "Edit events", "Disable", "Rotate secret", "Delete", "Retry"]) {
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  }
  await expectAccessible(page, testInfo, "webhook-detail-read");
  await snap(page, testInfo, "webhook-detail-read-only");
});
