import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { randomAddress } from "./payments";
import { adminKey, apiCall, createKey, expectAccessible, signInWithLink, snap } from "./support";

/** A private USDC payroll by the admin key that the test's policy holds: its transaction and approval ids. */
async function heldPayroll(request: APIRequestContext, recipients: { address: string; amount: string }[]) {
  const total = recipients.reduce((sum, r) => sum + Number(r.amount), 0).toString();
  const quote = await apiCall(
    request,
    adminKey(),
    "GET",
    `/v1/quote?inputAsset=USDC&outputAsset=USDC&amount=${total}&mode=private`,
  );
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const held = await apiCall(request, adminKey(), "POST", "/v1/transactions", {
    type: "payroll",
    mode: "private",
    quoteId: quote.body.quoteId,
    sender: randomAddress(),
    recipients,
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  expect(held.body.status).toBe("pending");
  return { transactionId: held.body.transactionId as string, approvalId: held.body.approval.approvalId as string };
}

/** The count of awaiting approvals beside Approvals in the navigation (behind the Menu button on a phone). */
async function expectNavCount(page: Page, phone: boolean, count: number) {
  if (phone) await page.getByRole("button", { name: "Open navigation" }).click();
  const scope = phone ? page.getByRole("dialog") : page;
  const badge = scope.getByRole("navigation", { name: "Dashboard" }).locator("[data-awaiting-count]");
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(count));
  if (phone) await scope.getByRole("button", { name: "Close", exact: true }).click();
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`a second admin approves one held payroll and rejects another with a reason; the maker cannot decide (${viewport.name}), accessible`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = viewport.name === "phone";
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Every private payroll while this test runs (the specs run one at a time): removed at the end.
    const policy = await apiCall(request, adminKey(), "POST", "/v1/policies", {
      name: `Private payrolls need a checker ${viewport.name} ${Date.now()}`,
      match: { types: ["payroll"], modes: ["private"] },
      effect: "require_approval",
      approvals: 1,
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    try {
      const known = randomAddress();
      const supplier = `Supplier ${viewport.name} ${Date.now()}`;
      expect(
        (await apiCall(request, adminKey(), "POST", "/v1/counterparties", { name: supplier, address: known })).status,
      ).toBe(201);
      // 60 recipients: more than a page of the approval's recipients (50).
      const approved = await heldPayroll(request, [
        { address: known, amount: "1.25" },
        { address: randomAddress(), amount: "2" },
        ...Array.from({ length: 58 }, () => ({ address: randomAddress(), amount: "0.5" })),
      ]);
      const rejected = await heldPayroll(request, [{ address: randomAddress(), amount: "3" }]);
      const inbox = await apiCall(request, adminKey(), "GET", "/v1/approvals?status=awaiting&limit=100");
      const before = inbox.body.approvals.length as number;

      // The maker sees why it cannot decide, not a button the API would refuse.
      await signInWithLink(page, request, adminKey(), `/approvals/${approved.approvalId}`);
      await expect(page.locator("[data-cannot-decide]")).toContainText("SELF_APPROVAL");
      await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
      await snap(page, testInfo, `approval-maker-${viewport.name}`);

      const checker = await createKey(request, `Checker ${viewport.name}`, "admin");
      await signInWithLink(page, request, checker.key, "/approvals");
      const table = page.getByRole("table", { name: "Approvals" });
      const row = table.locator(`[data-row-id="${approved.approvalId}"]`);
      await expect(row).toContainText("payroll · private");
      await expect(row).toContainText("32.25 USDC");
      await expect(row).toContainText("0 of 1");
      await expect(table.locator(`[data-row-id="${rejected.approvalId}"]`)).toBeVisible();
      await expectNavCount(page, phone, before);
      await expectAccessible(page, testInfo, `approvals-${viewport.name}`);
      await snap(page, testInfo, `approvals-${viewport.name}`);

      // Approve: the payment goes on to its deposit address.
      await row.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/approvals/${approved.approvalId}$`));
      const recipients = page.getByRole("table", { name: "Recipients" });
      await expect(recipients).toContainText("1.25");
      await expect(page.locator("[data-recipients-page]")).toHaveText("1–50 of 60");
      await expect(recipients.locator("[data-recipient]")).toHaveCount(50);
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.locator("[data-recipients-page]")).toHaveText("51–60 of 60");
      await expect(recipients.locator("[data-recipient]")).toHaveCount(10);
      await page.getByRole("button", { name: "Previous" }).click();
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download CSV" }).click();
      const csv = await readFile((await (await download).path()) ?? "", "utf8");
      expect(csv.split(/\r?\n/)).toEqual(expect.arrayContaining(["address,amount,name", `${known},1.25,${supplier}`]));
      // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, testInfo, `approval-detail-${viewport.name}`);
      await snap(page, testInfo, `approval-detail-${viewport.name}`);
      await page.getByLabel("Reason (needed to reject)").fill("roster checked");
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page.locator('[data-status="approved"]').first()).toBeVisible();
      await expect(page.locator('[data-decision="approve"]')).toContainText("roster checked");
      await expectNavCount(page, phone, before - 1);
      await page.getByRole("link", { name: approved.transactionId }).click();
      await expect(page.locator("[data-approval]")).toHaveAttribute("data-approval", "approved");
      await expect(page.locator('[data-status="processing"]').first()).toBeVisible();

      // Reject: a reason first, then the payment is cancelled.
      await page.getByRole("link", { name: "Open the approval" }).click();
      await expect(page).toHaveURL(new RegExp(`/approvals/${approved.approvalId}$`));
      await page.goto(`/approvals/${rejected.approvalId}`);
      await page.getByRole("button", { name: "Reject" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Say why you reject it." })).toBeVisible();
      await page.getByLabel("Reason (needed to reject)").fill("not on this month's roster");
      await page.getByRole("button", { name: "Reject" }).click();
      await expect(page.locator('[data-status="rejected"]').first()).toBeVisible();
      await expect(page.locator('[data-decision="reject"]')).toContainText("not on this month's roster");
      await expectNavCount(page, phone, before - 2);
      await page.goto(`/transactions/${rejected.transactionId}`);
      await expect(page.locator('[data-status="cancelled"]').first()).toBeVisible();

      await page.goto("/approvals");
      await page.getByRole("button", { name: "Rejected" }).click();
      await expect(table.locator(`[data-row-id="${rejected.approvalId}"]`)).toBeVisible();
      await snap(page, testInfo, `approvals-rejected-${viewport.name}`);
    } finally {
      await apiCall(request, adminKey(), "DELETE", `/v1/policies/${policy.body.policyId}`);
    }
  });
}
