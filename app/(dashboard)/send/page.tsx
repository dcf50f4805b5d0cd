import { SendFeature } from "@/components/send/send-feature";
import { SendFromBalanceFeature } from "@/components/send/send-from-balance-feature";
import { WalletProviders } from "@/components/wallet/wallet-providers";

export const metadata = { title: "Send and swap" };

export default function SendPage() {
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-zinc-900">Send and swap</h1>
      <WalletProviders>
        <SendFeature />
      </WalletProviders>
      <SendFromBalanceFeature />
    </main>
  );
}
