"use client";

import Link from "next/link";
import { isLedgerAddress } from "@/components/send/send-data-access";
import { useCounterpartyAt } from "./counterparties-data-access";

/**
 * Under a recipient field: who the address book says the address is, or that it does not know it. An entry still
 * cooling down is named, and said not to be trusted yet.
 */
export function AddressBookHint({ address }: { address: string }) {
  const valid = isLedgerAddress(address);
  const entry = useCounterpartyAt(valid ? address : undefined);
  if (!valid || entry.isPending || entry.isError) return null;
  const known = entry.data;
  if (known?.active) {
    return (
      <p className="text-sm text-emerald-800" data-address-book="known">
        {known.name}, from your address book.
      </p>
    );
  }
  return (
    <p className="text-sm text-amber-800" data-address-book={known ? "cooling-down" : "outside"}>
      {known
        ? `${known.name}: in your address book, trusted from ${new Date(known.activeAt).toLocaleString()}.`
        : "Not in your address book. "}
      {known ? null : (
        <Link href="/address-book" className="font-medium underline">
          Add it
        </Link>
      )}
    </p>
  );
}
