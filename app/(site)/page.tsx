import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { assets } from "@/server/assets";

const features = [
  {
    title: "Quotes with slippage protection",
    body: "Price, fee, price impact and a minimum output for every send, swap or payroll, valid for 30 to 60 seconds.",
  },
  {
    title: "Wallet or private mode",
    body: "Sign in the browser wallet and broadcast at once, or route through an ephemeral address that breaks the on-chain link.",
  },
  {
    title: "Payroll in one request",
    body: "Pay many recipients from one quote, packed into as few ledger transactions as fit, with per-recipient status.",
  },
  {
    title: "Signed webhooks",
    body: "Status changes are delivered with Standard Webhooks signatures and retried on a fixed schedule for a day.",
  },
];

const sample = `curl "$BASE_URL/v1/quote?inputAsset=SOL&outputAsset=USDC&amount=1.5" \\
  -H "Authorization: Bearer $API_KEY"`;

export default function HomePage() {
  return (
    <main>
      <section className="border-b border-zinc-200 bg-white">
        <div className="mx-auto grid max-w-6xl gap-12 px-6 py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-medium text-violet-700">REST API · Dashboard · Webhooks</p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight text-zinc-900 sm:text-5xl">
              Payments on a Solana-style ledger
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-zinc-600">
              Quote, send, swap and run payroll in SOL, USDC and USDT. Amounts are exact decimal strings, every write is
              idempotent, and every status change reaches you as a signed webhook.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/docs" className={buttonClasses("primary", "md")}>
                Read the API reference
              </Link>
              <Link href="/login" className={buttonClasses("secondary", "md")}>
                Sign in to the dashboard
              </Link>
            </div>
          </div>
          <div className="overflow-hidden rounded-xl bg-zinc-900 shadow-lg ring-1 ring-zinc-900/10">
            <div className="flex gap-1.5 border-b border-white/10 px-4 py-3">
              <span className="size-2.5 rounded-full bg-zinc-700" />
              <span className="size-2.5 rounded-full bg-zinc-700" />
              <span className="size-2.5 rounded-full bg-zinc-700" />
            </div>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls sideways must take keyboard focus to be read without a mouse (axe: scrollable-region-focusable) */}
            <pre tabIndex={0} className="overflow-x-auto p-5 font-mono text-[13px] leading-6 text-zinc-100">
              <code>{sample}</code>
            </pre>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-6 py-16">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <Card key={feature.title}>
              <CardBody>
                <h2 className="text-sm font-semibold text-zinc-900">{feature.title}</h2>
                <p className="mt-2 text-sm leading-6 text-zinc-600">{feature.body}</p>
              </CardBody>
            </Card>
          ))}
        </div>

        <div className="mt-16">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-zinc-500">Supported assets</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {Object.values(assets).map((asset) => (
              <li key={asset.symbol}>
                <Card className="flex items-center gap-4 p-4">
                  {/* biome-ignore lint/performance/noImgElement: small static SVGs need no optimisation */}
                  <img src={asset.logoPath} alt="" width={40} height={40} className="size-10" />
                  <div className="min-w-0">
                    <p className="font-medium text-zinc-900">
                      {asset.symbol} <span className="font-normal text-zinc-500">· {asset.name}</span>
                    </p>
                    <p className="truncate font-mono text-xs text-zinc-500" title={asset.mint}>
                      {asset.decimals} decimals · {asset.mint}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
