import { expect, test } from "@playwright/test";
import { Keypair } from "@solana/web3.js";
import { adminKey, apiCall, hydrated, signInWithLink } from "./support";

test("the payroll page says a policy will hold the batch before it is sent", async ({ page, request }) => {
  // Only payrolls of a million USDC or more: the other specs' payrolls on this server stay unheld.
  const name = `Large payrolls ${Date.now()}`;
  const made = await apiCall(request, adminKey(), "POST", "/v1/policies", {
    name,
    match: { types: ["payroll"], assets: ["USDC"], minAmount: "1000000" },
    effect: "require_approval",
    approvals: 2,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  try {
    await signInWithLink(page, request, adminKey(), "/payroll");
    await hydrated(page);
    const [a, b] = [Keypair.generate(), Keypair.generate()].map((k) => k.publicKey.toBase58());
    await page.getByLabel("CSV file").setInputFiles({
      name: "large.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`address,amount\n${a},700000\n${b},500000\n`),
    });
    const notice = page.locator('[data-policy-notice="require_approval"]');
    await expect(notice).toContainText(name);
    await expect(notice).toContainText("2 approvals");
  } finally {
    await apiCall(request, adminKey(), "DELETE", `/v1/policies/${made.body.policyId}`);
  }
});
