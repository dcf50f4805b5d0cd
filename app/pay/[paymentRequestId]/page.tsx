import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PayFeature } from "@/components/pay/pay-feature";
import { payPageDetails } from "@/server/http/pay-page-details";

// A pay link is a capability: kept out of search engines, and not sent on to the sites it links to.
export const metadata: Metadata = { title: "Pay", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function PayPage({ params }: { params: Promise<{ paymentRequestId: string }> }) {
  // Rendered per request, never cached: the request's status changes, and it is read from the database.
  await connection();
  const { paymentRequestId } = await params;
  // Ids are short; anything longer is no request of ours and is not looked up.
  const initial = paymentRequestId.length <= 64 ? await payPageDetails(paymentRequestId) : null;
  if (!initial) notFound();
  return <PayFeature id={paymentRequestId} initial={initial} />;
}
