"use client";

import { QRCodeSVG } from "qrcode.react";

/**
 * A QR code of a `solana:` URL, on a white margin a phone's camera can find, named for screen readers by `title`.
 * Medium error correction: the URLs are short enough, and a printed or screen-photographed code survives.
 */
export function QrCode({ value, title, size = 176 }: { value: string; title: string; size?: number }) {
  return (
    <div className="inline-block rounded-md bg-white p-2 ring-1 ring-zinc-200" data-qr={value}>
      <QRCodeSVG value={value} size={size} level="M" title={title} role="img" />
    </div>
  );
}
