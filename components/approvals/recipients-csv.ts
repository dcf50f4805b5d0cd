import Papa from "papaparse";
import type { Recipient } from "./approval-detail-ui";

/** Every recipient of a held payment, for checking it outside the dashboard: address, amount, address book name. */
export function recipientsCsv(recipients: Recipient[], names: Map<string, string>): string {
  return Papa.unparse(
    recipients.map((r) => ({ address: r.address, amount: r.amount, name: names.get(r.address) ?? "" })),
    { columns: ["address", "amount", "name"] },
  );
}
