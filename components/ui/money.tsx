/**
 * Amounts arrive as decimal strings (exact base units spelled out); they are grouped by thousands here without
 * passing through a JavaScript number, which would round what the ledger holds.
 */
export function groupThousands(amount: string): string {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction] = (negative ? amount.slice(1) : amount).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** One way to show an amount everywhere: grouped digits in even widths, then its asset. */
export function Money({ amount, asset }: { amount: string; asset?: string }) {
  return (
    <span className="tabular-nums">
      {groupThousands(amount)}
      {asset ? ` ${asset}` : ""}
    </span>
  );
}
