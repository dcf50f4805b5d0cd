import type { TxRecord } from "./tx-record";

/** Landed transactions by slot (execution order) and by the addresses they reference, for blocks and history. */
export class TransactionIndex {
  private readonly bySlot = new Map<number, string[]>();
  private readonly byAddress = new Map<string, string[]>();

  add(signature: string, record: TxRecord, accountKeys: string[]): void {
    push(this.bySlot, record.slot, signature);
    for (const key of new Set(accountKeys)) push(this.byAddress, key, signature);
  }

  inSlot(slot: number): string[] {
    return this.bySlot.get(slot) ?? [];
  }

  hasSlot(slot: number): boolean {
    return this.bySlot.has(slot);
  }

  /** Signatures referencing the address, oldest first. */
  mentioning(address: string): string[] {
    return this.byAddress.get(address) ?? [];
  }
}

function push<K>(map: Map<K, string[]>, key: K, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
