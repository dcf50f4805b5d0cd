import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { SendFeature } from "@/components/send/send-feature";
import { DashboardProviders } from "@/components/wallet/wallet-providers";

export const metadata = { title: "Send and swap" };

export default async function SendPage() {
  if (!(await cookies()).get("ps_session")) redirect("/login?next=/send");
  return (
    <main className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="mb-6 text-2xl font-semibold text-zinc-900">Send and swap</h1>
      <DashboardProviders>
        <SendFeature />
      </DashboardProviders>
    </main>
  );
}
