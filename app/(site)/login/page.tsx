import { Suspense } from "react";
import { LoginForm } from "@/components/session/login-form";
import { WalletSignIn } from "@/components/session/wallet-sign-in";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata = { title: "Sign in" };

export default function LoginPage() {
  return (
    <main className="mx-auto max-w-md px-6 py-16">
      <Card>
        <CardHeader>
          <CardTitle>Sign in to the dashboard</CardTitle>
        </CardHeader>
        <CardBody className="space-y-6">
          <div className="space-y-3">
            <h4 className="text-sm font-semibold text-zinc-900">With your wallet</h4>
            <Suspense>
              <WalletSignIn />
            </Suspense>
          </div>
          <div className="space-y-3 border-t border-zinc-200 pt-6">
            <h4 className="text-sm font-semibold text-zinc-900">With an API key</h4>
            <Suspense>
              <LoginForm />
            </Suspense>
          </div>
        </CardBody>
      </Card>
    </main>
  );
}
