import { ApiKeysFeature } from "@/components/api-keys/api-keys-feature";

export const metadata = { title: "API keys" };

export default function ApiKeysPage() {
  return <ApiKeysFeature />;
}
