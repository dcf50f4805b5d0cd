import { CounterpartiesFeature } from "@/components/counterparties/counterparties-feature";

export const metadata = { title: "Address book" };

export default function AddressBookPage() {
  return <CounterpartiesFeature />;
}
