import { Suspense } from "react";
import { LoginForm } from "@/components/session/login-form";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";

export const metadata = { title: "Sign in" };

export default function LoginPage() {
  return (
    <main className="mx-auto max-w-md px-6 py-16">
      <Card>
        <CardHeader>
          <CardTitle>Sign in to the dashboard</CardTitle>
        </CardHeader>
        <CardBody>
          <Suspense>
            <LoginForm />
          </Suspense>
        </CardBody>
      </Card>
    </main>
  );
}
