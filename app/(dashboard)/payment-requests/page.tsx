import { PaymentRequestsFeature } from "@/components/payment-requests/payment-requests-feature";

export const metadata = { title: "Payment requests" };

export default function PaymentRequestsPage() {
  return <PaymentRequestsFeature />;
}
