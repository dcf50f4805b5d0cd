import { ApprovalDetailFeature } from "@/components/approvals/approval-detail-feature";

export const metadata = { title: "Approval" };

export default async function ApprovalPage({ params }: { params: Promise<{ approvalId: string }> }) {
  return <ApprovalDetailFeature approvalId={(await params).approvalId} />;
}
