/** Slots a blockhash stays usable, as on a real cluster. */
export const blockhashValiditySlots = 150;
/** Entries the SlotHashes sysvar holds on a cluster (lookup tables check their creation and deactivation against it). */
export const slotHashesDepth = 512;
/** Slots whose blockhash and time are kept even without transactions (twice the validity, as before). */
const recentWindow = blockhashValiditySlots * 2;

export type SlotInfo = { blockhash: string; previousBlockhash: string; blockTime: number };
export type SavedSlot = [slot: number, blockhash: string, blockTime: number, previousBlockhash?: string];

/** The previous blockhash validators report for the first block. */
const genesisParent = "11111111111111111111111111111111";

/**
 * Each slot's blockhash and time: kept for the recent window (blockhash validity, empty blocks), and for good for
 * slots that hold transactions (their blocks stay readable). Older empty slots read as skipped.
 */
export class SlotTimeline {
  private readonly recent = new Map<number, SlotInfo>();
  private readonly kept = new Map<number, SlotInfo>();
  private readonly slotOfHash = new Map<string, number>();

  add(slot: number, blockhash: string, blockTime: number): void {
    const previousBlockhash = this.get(slot - 1)?.blockhash ?? genesisParent;
    this.insert(slot, { blockhash, previousBlockhash, blockTime });
  }

  private insert(slot: number, info: SlotInfo): void {
    this.recent.set(slot, info);
    this.slotOfHash.set(info.blockhash, slot);
    for (const [old, oldInfo] of this.recent) {
      if (old >= slot - recentWindow) break;
      this.recent.delete(old);
      this.slotOfHash.delete(oldInfo.blockhash);
    }
  }

  /** The slot holds a transaction: its block stays readable after it leaves the recent window. */
  keep(slot: number): void {
    const info = this.recent.get(slot);
    if (info) this.kept.set(slot, info);
  }

  get(slot: number): SlotInfo | undefined {
    return this.recent.get(slot) ?? this.kept.get(slot);
  }

  slotOf(blockhash: string): number | undefined {
    return this.slotOfHash.get(blockhash);
  }

  /** Slots with a block, ascending. */
  slots(): number[] {
    const all = new Set([...this.kept.keys(), ...this.recent.keys()]);
    return [...all].sort((a, b) => a - b);
  }

  save(): SavedSlot[] {
    return this.slots().map((slot) => {
      const info = this.get(slot)!;
      return [slot, info.blockhash, info.blockTime, info.previousBlockhash];
    });
  }

  /** Restores saved slots: `current` decides which are recent, `held` which hold transactions. */
  static load(saved: SavedSlot[], current: number, held: (slot: number) => boolean): SlotTimeline {
    const timeline = new SlotTimeline();
    for (const [slot, blockhash, blockTime, previous] of [...saved].sort((a, b) => a[0] - b[0])) {
      const info = {
        blockhash,
        blockTime,
        previousBlockhash: previous ?? timeline.get(slot - 1)?.blockhash ?? genesisParent,
      };
      if (slot >= current - recentWindow) timeline.insert(slot, info);
      if (held(slot)) timeline.kept.set(slot, info);
    }
    return timeline;
  }
}
