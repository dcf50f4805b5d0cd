import { expect, test } from "@playwright/test";
import { Keypair } from "@solana/web3.js";
import { adminKey, apiCall, expectAccessible, signInWithLink, snap } from "./support";

test("a member signs in with the burner wallet, chooses between two invitations, sees what its role allows, and as admin invites a member", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two browsers (the member's and the admin's) and five pages with axe checks: longer than one page's test, and
  // under the Vitest run beside it once over 90 s.
  test.setTimeout(180_000);
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

  // An admin, in a browser of its own (signed in with the admin key), invites the wallet as a viewer.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithLink(admin, request, adminKey(), "/members");
  await admin.getByLabel("Wallet address").fill(address);
  await admin.getByLabel("Role", { exact: true }).selectOption("viewer");
  await admin.getByRole("button", { name: "Invite member" }).click();
  await expect(admin.getByLabel(`Role of ${address}`)).toHaveValue("viewer");
  const status = admin.locator(`tr:has([data-member-address="${address}"]) [data-member-status]`);
  await expect(status).toHaveAttribute("data-member-status", "invited");
  await expectAccessible(admin, testInfo, "members");

  // Another account invites the same wallet: an invitation claims nothing, and the sign-in asks which to join.
  const studio = await apiCall(request, adminKey(), "POST", "/v1/accounts", {
    name: `Studio ${Date.now()}`,
    tier: "pro",
  });
  expect(studio.status).toBe(201);
  const invited = await apiCall(request, studio.body.adminKey, "POST", "/v1/members", { address, role: "developer" });
  expect(invited.status).toBe(201);
  const accounts = await apiCall(request, adminKey(), "GET", "/v1/accounts?limit=100");
  const operator = (accounts.body.accounts as { name: string; operator: boolean }[]).find((a) => a.operator)!;
  await page.getByRole("button", { name: "Sign in with wallet" }).click();
  const chooser = page.getByRole("region", { name: "Choose an account" });
  await expect(chooser.getByRole("button", { name: `Join ${studio.body.account.name}` })).toBeVisible();
  await expectAccessible(page, testInfo, "login-choose-account");
  await snap(page, testInfo, "login-choose-account");

  // Joined as the viewer it was invited as: a viewer sees the webhooks but no button to add one, and no admin pages.
  await chooser.getByRole("button", { name: `Join ${operator.name}` }).click();
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

  // Made admin, the same session has the Members page on its next request and invites a member there.
  await admin.reload();
  await expect(status).toHaveAttribute("data-member-status", "active");
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
  await page.getByRole("button", { name: "Invite member" }).click();
  await expect(page.getByLabel(`Role of ${colleague}`)).toHaveValue("developer");
  await expectAccessible(page, testInfo, "members-as-member");
  await snap(page, testInfo, "members-as-member");

  // The colleague's invitation is revoked again, so the page's list stays as it was for other tests.
  await page.getByRole("button", { name: `Remove ${colleague}` }).click();
  await page.getByRole("button", { name: "Revoke invitation" }).click();
  await expect(page.getByLabel(`Role of ${colleague}`)).toHaveCount(0);

  // The audit log names the member who did it, with each change, newest first.
  await page.goto("/audit");
  const table = page.getByRole("table", { name: "Audit events" });
  const revoked = table.getByRole("row").filter({ hasText: "member.invitation_revoked" }).first();
  await expect(revoked).toContainText(address.slice(0, 4));
  await expect(table.getByRole("row").filter({ hasText: "member.invited" }).first()).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "member.joined" }).first()).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "member.role_changed" }).first()).toBeVisible();
  await expectAccessible(page, testInfo, "audit-as-member");
  await adminContext.close();
});
