import { Suspense } from "react";
import { PayrollFeature } from "@/components/payroll/payroll-feature";
import { WalletProviders } from "@/components/wallet/wallet-providers";

export const metadata = { title: "Payroll" };

export default function PayrollPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <WalletProviders>
        <Suspense>
          <PayrollFeature />
        </Suspense>
      </WalletProviders>
    </main>
  );
}
