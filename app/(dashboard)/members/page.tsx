import { MembersFeature } from "@/components/members/members-feature";
import { WalletProviders } from "@/components/wallet/wallet-providers";

export const metadata = { title: "Members" };

export default function MembersPage() {
  return (
    <WalletProviders>
      <MembersFeature />
    </WalletProviders>
  );
}
