import { expect, test } from "@playwright/test";
import { Keypair } from "@solana/web3.js";
import { adminKey, expectAccessible, signInWithLink, snap } from "./support";

test("a member signs in with the burner wallet, sees what its role allows, and as admin adds a member", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two browsers (the member's and the admin's) and five pages with axe checks: longer than one page's test.
  test.setTimeout(90_000);
  // The member's browser: the burner wallet on the sign-in page.
  await page.goto("/login?next=%2Fwebhooks");
  await page.getByRole("button", { name: /select wallet/i }).click();
  await page.getByRole("button", { name: /burner wallet/i }).click();
  const wallet = page.locator("[data-sign-in-wallet]");
  await expect(wallet).toHaveAttribute("data-sign-in-wallet", /^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  const address = (await wallet.getAttribute("data-sign-in-wallet")) ?? "";
  await expectAccessible(page, testInfo, "login-wallet");

  // No account has this wallet yet: refused, saying what to do.
  await page.getByRole("button", { name: "Sign in with wallet" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ask an admin of your account to add it" })).toBeVisible();

  // An admin, in a browser of its own (signed in with the admin key), adds the wallet as a viewer.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithLink(admin, request, adminKey(), "/members");
  await admin.getByLabel("Wallet address").fill(address);
  await admin.getByLabel("Role", { exact: true }).selectOption("viewer");
  await admin.getByRole("button", { name: "Add member" }).click();
  await expect(admin.getByLabel(`Role of ${address}`)).toHaveValue("viewer");
  await expectAccessible(admin, testInfo, "members");

  // Signed in with the wallet: a viewer sees the webhooks but no button to add one, and no admin pages.
  await page.getByRole("button", { name: "Sign in with wallet" }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  const header = page.locator("[data-signed-in-as]").first();
  await expect(header.locator(`[data-member-address="${address}"]`)).toHaveText(
    `${address.slice(0, 4)}…${address.slice(-4)}`,
  );
  await expect(header).toContainText("viewer");
  await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add endpoint" })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  for (const hidden of ["Send", "API keys", "Members"]) {
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page, testInfo, "viewer-webhooks");
  await snap(page, testInfo, "viewer-webhooks");

  // Made admin, the same session has the Members page on its next request and adds a member there.
  await admin.getByLabel(`Role of ${address}`).selectOption("admin");
  await expect(admin.getByLabel(`Role of ${address}`)).toHaveValue("admin");
  await page.reload();
  await expect(page.locator("[data-signed-in-as]").first()).toContainText("admin");
  await nav.getByRole("link", { name: "Members", exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.locator(`[data-member-address="${address}"]`).first()).toBeVisible();
  const colleague = Keypair.generate().publicKey.toBase58();
  await page.getByLabel("Wallet address").fill(colleague);
  await page.getByLabel("Role", { exact: true }).selectOption("developer");
  await page.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByLabel(`Role of ${colleague}`)).toHaveValue("developer");
  await expectAccessible(page, testInfo, "members-as-member");
  await snap(page, testInfo, "members-as-member");

  // The colleague is removed again, so the page's list stays as it was for other tests.
  await page.getByRole("button", { name: `Remove ${colleague}` }).click();
  await page.getByRole("button", { name: "Remove member" }).click();
  await expect(page.getByLabel(`Role of ${colleague}`)).toHaveCount(0);

  // The audit log names the member who did it, with each change, newest first.
  await page.goto("/audit");
  const table = page.getByRole("table", { name: "Audit events" });
  const removed = table.getByRole("row").filter({ hasText: "member.removed" }).first();
  await expect(removed).toContainText(address.slice(0, 4));
  await expect(table.getByRole("row").filter({ hasText: "member.added" }).first()).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "member.role_changed" }).first()).toBeVisible();
  await expectAccessible(page, testInfo, "audit-as-member");
  await adminContext.close();
});
