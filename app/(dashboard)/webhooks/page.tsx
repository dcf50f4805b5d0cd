export const metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-zinc-900">Webhooks</h1>
    </main>
  );
}
