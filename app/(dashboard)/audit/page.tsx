import { AuditFeature } from "@/components/audit/audit-feature";

export const metadata = { title: "Audit log" };

export default function AuditPage() {
  return <AuditFeature />;
}
