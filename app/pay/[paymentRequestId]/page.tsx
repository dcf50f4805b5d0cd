import type { Metadata } from "next";
import { PayFeature } from "@/components/pay/pay-feature";

// A pay link is a capability: kept out of search engines, and not sent on to the sites it links to.
export const metadata: Metadata = { title: "Pay", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function PayPage({ params }: { params: Promise<{ paymentRequestId: string }> }) {
  const { paymentRequestId } = await params;
  return <PayFeature id={paymentRequestId} />;
}
