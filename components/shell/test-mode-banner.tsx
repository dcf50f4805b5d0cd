/** A strip above every dashboard page while the service runs on the embedded devnet: nothing here is real money. */
export function TestModeBanner() {
  return (
    <div
      className="flex min-h-7 items-center justify-center gap-2 bg-amber-400 px-4 py-1 text-xs font-medium text-amber-950"
      data-test-mode-banner
    >
      <span className="shrink-0 rounded-sm bg-amber-950 px-1.5 py-px text-[10px] font-semibold uppercase tracking-wide text-amber-50">
        Test mode
      </span>
      <span className="min-w-0">Embedded devnet: its faucet funds wallets, and no payment moves real money.</span>
    </div>
  );
}
