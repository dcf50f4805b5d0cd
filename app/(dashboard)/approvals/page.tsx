import { ApprovalsFeature } from "@/components/approvals/approvals-feature";

export const metadata = { title: "Approvals" };

export default function ApprovalsPage() {
  return <ApprovalsFeature />;
}
