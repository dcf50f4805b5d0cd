import { WebhookDetailFeature } from "@/components/webhooks/webhook-detail-feature";

export const metadata = { title: "Webhook" };

export default async function WebhookPage({ params }: { params: Promise<{ webhookId: string }> }) {
  return <WebhookDetailFeature webhookId={(await params).webhookId} />;
}
