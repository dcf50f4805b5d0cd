import { WebhooksFeature } from "@/components/webhooks/webhooks-feature";

export const metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return <WebhooksFeature />;
}
