import type { ReactNode } from "react";
import { CopyButton } from "./copy-button";
import { Short } from "./short";

/**
 * An address, signature or id cut to its ends (whole on hover), with a button that copies it whole. `wrap` puts
 * the short form inside something, such as an explorer link; `what` names it for the copy button ("address").
 */
export function Address({
  value,
  what = "address",
  keep,
  wrap,
}: {
  value: string;
  what?: string;
  keep?: number;
  wrap?: (short: ReactNode) => ReactNode;
}) {
  const short = <Short value={value} keep={keep} />;
  return (
    <span className="inline-flex max-w-full items-center gap-0.5 align-middle" data-address={value}>
      {wrap ? wrap(short) : short}
      <CopyButton text={value} label={`Copy ${what}`} />
    </span>
  );
}
