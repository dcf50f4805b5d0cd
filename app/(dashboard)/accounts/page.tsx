import { AccountsFeature } from "@/components/accounts/accounts-feature";

export const metadata = { title: "Accounts" };

export default function AccountsPage() {
  return <AccountsFeature />;
}
