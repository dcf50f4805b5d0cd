import { SchedulesFeature } from "@/components/schedules/schedules-feature";
import { WalletProviders } from "@/components/wallet/wallet-providers";

export const metadata = { title: "Schedules" };

export default function SchedulesPage() {
  return (
    <WalletProviders>
      <SchedulesFeature />
    </WalletProviders>
  );
}
