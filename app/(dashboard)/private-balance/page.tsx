import { PrivateBalanceFeature } from "@/components/private-balance/private-balance-feature";

export const metadata = { title: "Private balance" };

export default function PrivateBalancePage() {
  return <PrivateBalanceFeature />;
}
