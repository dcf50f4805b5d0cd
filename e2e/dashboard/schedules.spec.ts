import { expect, type Page, test } from "@playwright/test";
import { randomAddress } from "./payments";
import { adminKey, apiCall, expectAccessible, signInWithLink, snap } from "./support";

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`a schedule made in the dashboard is listed with its next run, pauses, resumes and has its page (${viewport.name}), accessible`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInWithLink(page, request, adminKey(), "/schedules");
    await expect(page.getByRole("heading", { name: "Schedules", level: 1 })).toBeVisible();

    const name = `Rent ${viewport.name} ${Date.now()}`;
    const [alice, bob] = [randomAddress(), randomAddress()];
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Every Friday 17:00" }).click();
    await expect(page.getByLabel(/^When/)).toHaveValue("0 17 * * 5");
    await expect(page.getByText("Every Friday at 17:00")).toBeVisible();
    await page.getByLabel("Time zone").fill("Europe/Berlin");
    await page.getByLabel("Sender wallet").fill(randomAddress());

    // A bad line is named before anything is sent, and the button waits for it to be fixed.
    const recipients = page.getByLabel(/^Recipients/);
    await recipients.fill(`${alice},1200\nnot-an-address,5`);
    await expect(page.getByText("Line 2: Not a ledger address")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create schedule" })).toBeDisabled();
    await recipients.fill(`${alice},1200\n${bob},950.5`);
    await expect(page.getByText("2 recipients, each paid at every run")).toBeVisible();
    await page.getByRole("button", { name: "Create schedule" }).click();

    const row = page.getByRole("table", { name: "Schedules" }).getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Every Friday at 17:00");
    await expect(row).toContainText("Europe/Berlin");
    await expect(row).toContainText("2,150.5 USDC");
    await expect(row).toContainText("2 recipients");
    await expect(row.locator("[data-next-run]")).toContainText(/^in /);
    await expect(row.locator("[data-schedule-status]")).toHaveAttribute("data-schedule-status", "active");
    expect(await fits(page), "the list is wider than the screen").toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, testInfo, `schedules-${viewport.name}`);
    await snap(page, testInfo, `schedules-${viewport.name}`);

    await row.getByRole("button", { name: `Pause ${name}` }).click();
    await expect(row.locator("[data-schedule-status]")).toHaveAttribute("data-schedule-status", "paused");
    await expect(row).toContainText("(paused)");
    await row.getByRole("button", { name: `Resume ${name}` }).click();
    await expect(row.locator("[data-schedule-status]")).toHaveAttribute("data-schedule-status", "active");
    await expect(row.locator("[data-next-run]")).toBeVisible();
    await row.getByRole("button", { name: `Skip the next run of ${name}` }).click();
    await expect(row).toContainText("skips next");

    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const scheduleId = page.url().split("/").at(-1) ?? "";
    const upcoming = page.getByRole("list", { name: "Upcoming runs" }).getByRole("listitem");
    await expect(upcoming).toHaveCount(5);
    await expect(upcoming.first()).toContainText(/^Fri\b.*17:00.*skipped/);
    await expect(page.getByRole("table", { name: "Recipients" })).toContainText("950.5");
    await expect(page.getByRole("table", { name: "Runs" })).toContainText("No runs yet");
    expect(await fits(page), "the schedule's page is wider than the screen").toBeLessThanOrEqual(0);
    await expectAccessible(page, testInfo, `schedule-${viewport.name}`);
    await snap(page, testInfo, `schedule-${viewport.name}`);

    const stored = await apiCall(request, adminKey(), "GET", `/v1/schedules/${scheduleId}`);
    expect(stored.body).toMatchObject({
      name,
      cron: "0 17 * * 5",
      timezone: "Europe/Berlin",
      status: "active",
      payment: { type: "payroll", mode: "private", source: "private_balance", asset: "USDC" },
    });

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("button", { name: "Delete schedule" }).click();
    await expect(page).toHaveURL(/\/schedules$/);
    await expect(page.getByRole("table", { name: "Schedules" }).getByRole("row").filter({ hasText: name })).toHaveCount(
      0,
    );
  });
}

test("a wallet-mode schedule's run is signed from the payroll page, which starts from its recipients", async ({
  page,
  request,
}) => {
  const [alice, bob] = [randomAddress(), randomAddress()];
  const made = await apiCall(request, adminKey(), "POST", "/v1/schedules", {
    name: `Wallet rent ${Date.now()}`,
    cron: "0 9 1 * *",
    payment: {
      type: "payroll",
      mode: "wallet",
      asset: "SOL",
      sender: randomAddress(),
      recipients: [
        { address: alice, amount: "0.25" },
        { address: bob, amount: "0.5" },
      ],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await signInWithLink(page, request, adminKey(), `/payroll?schedule=${made.body.scheduleId}&version=1`);
  await expect(page.locator("[data-schedule-source]")).toContainText(made.body.name);
  await expect(page.getByText("Every row is valid.")).toBeVisible();
  await expect(page.locator('[data-payroll-row="1"] input').first()).toHaveValue(alice);
  await expect(page.locator('[data-payroll-row="2"] input').first()).toHaveValue(bob);
  await expect(page.getByLabel("Asset")).toHaveValue("SOL");
  await expect(page.getByRole("radio", { name: /^Wallet/ })).toBeChecked();
});

test("the payroll page loads no recipients of a schedule whose payment changed after the run was due", async ({
  page,
  request,
}) => {
  const payment = (address: string) => ({
    type: "send",
    mode: "wallet",
    asset: "SOL",
    sender: randomAddress(),
    recipients: [{ address, amount: "0.25" }],
  });
  const made = await apiCall(request, adminKey(), "POST", "/v1/schedules", {
    name: `Changed ${Date.now()}`,
    cron: "0 9 1 * *",
    payment: payment(randomAddress()),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const edited = await apiCall(request, adminKey(), "PATCH", `/v1/schedules/${made.body.scheduleId}`, {
    payment: payment(randomAddress()),
  });
  expect(edited.body.paymentVersion).toBe(2);
  await signInWithLink(page, request, adminKey(), `/payroll?schedule=${made.body.scheduleId}&version=1`);
  await expect(page.locator("[data-schedule-changed]")).toContainText("changed after this run was due");
  await expect(page.locator("[data-payroll-row]")).toHaveCount(0);
});
